import { describe, expect, it } from 'vitest';
import {
  describeFileCycle,
  describeModuleCycle,
  fileCycles,
  importGraph,
  moduleCycles,
  serverModule,
  sourceFolders,
} from './import-cycles.mjs';

// No import cycle, between files of the server, the web app and the contract, nor between the
// server's modules (a folder under modules/, or db/, jobs/, http/, cluster/, lib/, app.ts ...:
// see serverModule). `import type` counts like any import (scripts/import-cycles.mjs says
// why): it is erased at run time, but a cycle of types is the same layering mistake.
// `node scripts/import-cycles.mjs` prints the same report.

describe('the import-cycle check itself', () => {
  const graph = {
    'apps/server/src/db/client.ts': ['apps/server/src/jobs/exclusive.ts'],
    'apps/server/src/jobs/exclusive.ts': ['apps/server/src/jobs/periodic.ts'],
    'apps/server/src/jobs/periodic.ts': ['apps/server/src/app.ts'],
    'apps/server/src/app.ts': ['apps/server/src/db/client.ts', 'apps/server/src/lib/clock.ts'],
    'apps/server/src/lib/clock.ts': [],
    'apps/server/src/modules/orders/views.ts': ['apps/server/src/modules/orders/records.ts'],
    'apps/server/src/modules/orders/records.ts': ['apps/server/src/db/client.ts'],
  };

  it('reports a file cycle as the path around it', () => {
    expect(fileCycles(graph).map(describeFileCycle)).toEqual([
      'apps/server/src/db/client.ts → apps/server/src/jobs/exclusive.ts → ' +
        'apps/server/src/jobs/periodic.ts → apps/server/src/app.ts → apps/server/src/db/client.ts',
    ]);
  });

  it('reports a module cycle with an import that makes each step', () => {
    const found = moduleCycles(graph, serverModule);
    expect(found.map((cycle) => cycle.modules)).toEqual([['app.ts', 'db', 'jobs']]);
    expect(describeModuleCycle(found[0]!)).toBe(
      [
        'app.ts → db → jobs → app.ts',
        '    apps/server/src/app.ts → apps/server/src/db/client.ts',
        '    apps/server/src/db/client.ts → apps/server/src/jobs/exclusive.ts',
        '    apps/server/src/jobs/periodic.ts → apps/server/src/app.ts',
      ].join('\n'),
    );
  });

  it('takes imports within one module for no cycle', () => {
    expect(
      moduleCycles(
        {
          'apps/server/src/modules/mail/outbox.ts': ['apps/server/src/modules/mail/transport.ts'],
          'apps/server/src/modules/mail/transport.ts': ['apps/server/src/modules/mail/outbox.ts'],
        },
        serverModule,
      ),
    ).toEqual([]);
  });

  it('names the modules as the server is laid out', () => {
    expect(serverModule('apps/server/src/modules/orders/providers/x.ts')).toBe('modules/orders');
    expect(serverModule('apps/server/src/modules/storefront-changes.ts')).toBe(
      'modules/storefront-changes.ts',
    );
    expect(serverModule('apps/server/src/db/schema/orders.ts')).toBe('db');
    expect(serverModule('apps/server/src/app.ts')).toBe('app.ts');
  });
});

describe('no import cycle', () => {
  for (const folder of sourceFolders) {
    it(`between the files of ${folder}`, { timeout: 120_000 }, async () => {
      const cycles = fileCycles(await importGraph(folder)).map(describeFileCycle);
      expect(cycles, `file cycles in ${folder}:\n${cycles.join('\n')}`).toEqual([]);
    });
  }

  it('between the server’s modules', { timeout: 120_000 }, async () => {
    const found = moduleCycles(await importGraph('apps/server/src'), serverModule);
    const report = found.map(
      (cycle) =>
        `${cycle.modules.length} modules (${cycle.modules.join(', ')}), for example\n` +
        describeModuleCycle(cycle),
    );
    expect(report, `module cycles:\n${report.join('\n')}`).toEqual([]);
  });
});
