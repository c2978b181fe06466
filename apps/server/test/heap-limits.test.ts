import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MALLOC_ARENAS, SEMI_SPACE_MB } from '../src/lib/thread-entry.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** docs/decisions/0047: one young-generation size for the main thread and every worker. */
describe('the young generation’s size', () => {
  it('is given to the main thread by the commands that start the shop, with the allocator’s arenas', async () => {
    const { scripts } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    for (const name of ['start', 'serve']) {
      expect(scripts[name]).toContain(
        `MALLOC_ARENA_MAX=\${MALLOC_ARENA_MAX:-${MALLOC_ARENAS}} node --max-semi-space-size=${SEMI_SPACE_MB} apps/server/dist/start.js`,
      );
    }
  });
});
