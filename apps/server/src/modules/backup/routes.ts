import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, latestBackupAnswer } from '@voski/contract';
import type { BackupService } from './service.ts';

export const backupRoutes =
  (backups: BackupService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/backups/latest', {
      config: { access: access.backups },
      schema: {
        tags: ['backups'],
        summary: 'The newest backup archive this instance wrote: its time and size',
        response: { 200: latestBackupAnswer },
      },
      handler: async () => {
        const last = await backups.latest();
        return {
          backup: last ? { created_at: last.createdAt, bytes: last.bytes } : null,
          every_hours: backups.settings.everyHours,
        };
      },
    });
  };
