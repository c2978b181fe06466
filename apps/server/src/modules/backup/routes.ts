import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/endpoint.ts';
import type { BackupService } from './service.ts';

export const backupRoutes =
  (backups: BackupService): FastifyPluginAsync =>
  async (app) => {
    serve(app, 'GET /backups/latest', async () => {
      const last = await backups.latest();
      return {
        backup: last ? { created_at: last.createdAt, bytes: last.bytes } : null,
        every_hours: backups.settings.everyHours,
      };
    });
  };
