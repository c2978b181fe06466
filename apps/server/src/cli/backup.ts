// npm run backup: one archive of the running shop in BACKUP_DIR (docs/deploy.md, decision 0029).
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import type { WrittenBackup } from '../modules/backup/archive.ts';
import { BackupError } from '../modules/backup/database-dump.ts';
import { requestLocalBackup } from '../modules/backup/local-socket.ts';
import { BackupService } from '../modules/backup/service.ts';
import { MediaStore } from '../modules/media/store.ts';
import { exitWith, megabytes, shopMediaStorage } from './shop-media.ts';

/**
 * PostgreSQL is dumped from here (pg_dump takes one snapshot while the shop runs); the embedded
 * database only by the server that has it open, asked through its socket in DATA_DIR.
 */
async function backup(config: Config): Promise<WrittenBackup> {
  if (!config.databaseUrl) return requestLocalBackup(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolMax: 2 });
  const storage = await shopMediaStorage(config);
  try {
    const media = new MediaStore(database.db, storage);
    const service = new BackupService(
      { database, databaseUrl: config.databaseUrl, media },
      config.backup,
    );
    return await service.run();
  } finally {
    storage.close?.();
    await database.close();
  }
}

try {
  const written = await backup(loadConfig());
  const { counts, migration } = written.manifest;
  console.log(
    `Backup written: ${written.file} (${megabytes(written.bytes)}): ${counts.orders} orders, ` +
      `${counts.products} products, ${counts.images} image files; schema ${migration}.`,
  );
} catch (error) {
  exitWith(error, [BackupError, ConfigError]);
}
