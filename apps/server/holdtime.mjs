import { openDatabase } from './dist/db/client.js';
const db = await openDatabase({ dataDir: '/tmp/scratch/d-new', inThread: true });
for (let i = 0; i < 3; i++) {
  const t = performance.now();
  const { rm } = await import('node:fs/promises');
  await db.dumpDataDir(`/tmp/scratch/hold-${i}.tar.gz`);
  console.log('dump', Math.round(performance.now() - t), 'ms');
}
await db.close();
