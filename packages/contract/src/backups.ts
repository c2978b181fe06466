import { z } from 'zod';

/** The newest backup archive an instance has written, for the Admins' card; null: none yet. */
export const latestBackupAnswer = z.object({
  backup: z
    .object({
      created_at: z.iso.datetime(),
      bytes: z.number().int().nonnegative(),
    })
    .nullable(),
  /** Hours between scheduled backups; 0: only `npm run backup` takes them. */
  every_hours: z.number().int().nonnegative(),
});
export type LatestBackupAnswer = z.infer<typeof latestBackupAnswer>;
