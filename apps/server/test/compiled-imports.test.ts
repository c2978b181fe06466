import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compiledEntry } from './server-process.ts';

const dist = path.dirname(compiledEntry);

/** What a compiled module imports before it runs: `import … from "x"` and `import "x"`. */
const staticImports = (source: string): string[] =>
  [...source.matchAll(/^\s*(?:import|export)\s[^;]*?\bfrom\s*"([^"]+)"|^\s*import\s*"([^"]+)"/gm)]
    .map((m) => m[1] ?? m[2]!)
    .filter(Boolean);

/** Every package a compiled entry loads before it runs, following its own chunks. */
function packagesLoaded(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

/**
 * A shop in one process, its images in a folder, keeps no client for Redis, S3 or SMTP, nor
 * libvips, in memory: each is loaded when a setting or the first image or message asks for it
 * (docs/decisions/0051).
 */
describe.skipIf(!existsSync(compiledEntry))('the compiled server', () => {
  const loadedLater = ['ioredis', '@aws-sdk/client-s3', 'nodemailer', 'sharp'];

  it('loads the clients of optional services only when they are used', () => {
    // start.js imports main's chunk once NODE_ENV is set: that chunk is what serving loads.
    const main = readdirSync(dist).find((file) => /^main-.*\.js$/.test(file));
    expect(main).toBeDefined();
    const loaded = packagesLoaded(path.join(dist, main!));
    expect(loaded).toContain('fastify');
    for (const name of loadedLater) expect(loaded).not.toContain(name);
    const renderThread = packagesLoaded(path.join(dist, 'render-thread.js'));
    for (const name of loadedLater) expect(renderThread).not.toContain(name);
  });

  it('still imports them, when asked', () => {
    const everything = readdirSync(dist)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(path.join(dist, file), 'utf8'))
      .flatMap((source) => [
        ...staticImports(source),
        ...[...source.matchAll(/\bimport\(\s*"([^"]+)"\s*\)/g)].map((m) => m[1]!),
      ]);
    for (const name of loadedLater) expect(everything).toContain(name);
  });
});
