// npm run restore ARCHIVE: a backup into an empty data folder or PostgreSQL database (decision 0029).
import path from 'node:path';
import { count } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { restoreBackup } from '../modules/backup/archive.ts';
import { BackupError } from '../modules/backup/database-dump.ts';
import { exitWith, shopMediaStorage } from './shop-media.ts';

const [archive] = process.argv.slice(2);
if (!archive) {
  console.error(
    'Usage: npm run restore ARCHIVE   (a voski-backup-….tar written by npm run backup)',
  );
  process.exit(2);
}

try {
  const config = loadConfig();
  // npm runs scripts from the project's folder; the archive is named from where it was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), archive);
  const target = config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { dataDir: config.dataDir };
  const storage = await shopMediaStorage(config);
  const manifest = await restoreBackup(file, target, storage).finally(() => storage.close?.());
  // Opening applies the migrations this version has beyond the archive's.
  const database = await openDatabase(target);
  const [restored] = await database.db.select({ n: count() }).from(orders);
  await database.close();
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${'databaseUrl' in target ? 'DATABASE_URL' : config.dataDir}: ` +
      `${restored?.n ?? 0} orders, ${manifest.media.files} image files. Start the shop as usual.`,
  );
} catch (error) {
  exitWith(error, [BackupError, ConfigError]);
}
