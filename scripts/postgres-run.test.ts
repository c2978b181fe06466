import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { importGraph } from './import-cycles.mjs';
import { notOnPostgres, testDatabaseModules } from './postgres-run.ts';

const root = path.resolve(import.meta.dirname, '..');

/** Every file `file` imports, directly or through others, itself included. */
function reached(graph: Record<string, string[]>, file: string): Set<string> {
  const seen = new Set<string>();
  const next = [file];
  while (next.length) {
    const current = next.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    next.push(...(graph[current] ?? []));
  }
  return seen;
}

describe('the test files the PostgreSQL run leaves out', { timeout: 120_000 }, () => {
  let graph: Record<string, string[]>;
  beforeAll(async () => {
    graph = await importGraph('apps/server');
  });

  it('exist, and none of them reaches the test database', () => {
    for (const file of notOnPostgres) {
      expect(existsSync(path.join(root, file)), file).toBe(true);
      const opening = testDatabaseModules.filter((module) => reached(graph, file).has(module));
      expect(opening, `${file} opens the test database`).toEqual([]);
      expect(readFileSync(path.join(root, file), 'utf8')).not.toMatch(/process\.env\.DATABASE_URL/);
    }
  });

  it('would see a file that reaches it through a fixture', () => {
    expect(reached(graph, 'apps/server/test/catalog-products.test.ts')).toContain(
      'apps/server/test/harness.ts',
    );
  });
});
