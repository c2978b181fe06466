import { latestBackupAnswer } from '../backups.ts';
import { defineEndpoints } from '../endpoint.ts';
import { access } from '../roles.ts';

export const backupEndpoints = defineEndpoints({
  'GET /backups/latest': {
    access: access.backups,
    tags: ['backups'],
    summary: 'The newest backup archive this instance wrote: its time and size',
    responses: { 200: latestBackupAnswer },
  },
});
