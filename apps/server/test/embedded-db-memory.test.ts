import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { EMBEDDED_DB_BUFFERS_MB, openDatabase } from '../src/db/client.ts';

const sharedBuffers = async (dataDir: string, buffersMb?: number) => {
  const database = await openDatabase({ dataDir, ...(buffersMb ? { buffersMb } : {}) });
  try {
    const rows = await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`);
    return (rows as unknown as { rows: { shared_buffers: string }[] }).rows[0]!.shared_buffers;
  } finally {
    await database.close();
  }
};

describe('the embedded database’s memory', () => {
  it('takes EMBEDDED_DB_BUFFERS_MB, 32 by default, and refuses what is not a size', () => {
    expect(loadConfig({}).embeddedDbBuffersMb).toBe(EMBEDDED_DB_BUFFERS_MB);
    expect(EMBEDDED_DB_BUFFERS_MB).toBe(32);
    expect(loadConfig({ EMBEDDED_DB_BUFFERS_MB: '128' }).embeddedDbBuffersMb).toBe(128);
    expect(() => loadConfig({ EMBEDDED_DB_BUFFERS_MB: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ EMBEDDED_DB_BUFFERS_MB: 'lots' })).toThrow(/EMBEDDED_DB_BUFFERS_MB/);
  });

  it('sizes shared_buffers at each start, so a changed setting holds', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'voski-db-memory-'));
    try {
      expect(await sharedBuffers(dataDir)).toBe(`${EMBEDDED_DB_BUFFERS_MB}MB`);
      expect(await sharedBuffers(dataDir, 16)).toBe('16MB');
      expect(await sharedBuffers(dataDir, 48)).toBe('48MB');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
