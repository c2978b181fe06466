#!/usr/bin/env node
// Compiles the server ahead of time (docs/decisions/0028): apps/server/src/start.ts (and the
// backup and restore commands) and what they import become ES modules in apps/server/dist, so `npm start` runs no TypeScript compiler.
// Packages stay in node_modules (native addons, wasm, their own files), except the workspace's
// contract, whose package points at its TypeScript sources. Migrations are copied beside the
// code, where the database client looks for them.
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = path.join(root, 'apps/server');
const outdir = path.join(server, 'dist');

/** Bare imports stay imports, but for the workspace's own packages. */
const packagesOutside = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@voski/') ? undefined : { path: args.path, external: true },
    );
  },
};

await rm(outdir, { recursive: true, force: true });
const began = performance.now();
await build({
  entryPoints: {
    start: path.join(server, 'src/start.ts'),
    // npm run backup / restore
    backup: path.join(server, 'src/cli/backup.ts'),
    restore: path.join(server, 'src/cli/restore.ts'),
    // renders shared pages off the main thread (docs/decisions/0043)
    'render-thread': path.join(server, 'src/http/render-thread.ts'),
    // runs the embedded database off the main thread (docs/decisions/0044)
    'pglite-thread': path.join(server, 'src/db/pglite-thread.ts'),
    // sets a new shop up in a process of its own (docs/decisions/0046)
    'first-start': path.join(server, 'src/first-start.ts'),
  },
  outdir,
  bundle: true,
  // start.ts must run before the modules it imports are loaded: they go in chunks of their own.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [packagesOutside],
});
await cp(path.join(server, 'src/db/migrations'), path.join(outdir, 'migrations'), {
  recursive: true,
});
const ms = Math.round(performance.now() - began);
console.log(`Server compiled into ${path.relative(root, outdir)} (${ms} ms).`);
