import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface ThreadEntry {
  file: URL;
  execArgv: string[];
}

/**
 * The most each isolate's young generation holds in its two semi-spaces, in MB: V8 allows 16
 * unless told. With 8 a shop under uncached load held 647 MB instead of 728 and served as fast or
 * faster (A/B, five rounds: the product page 88.6 against 79.4 req/s): a smaller young generation
 * stays in the processor's caches. 4 was no better, 2 slower. scripts/serve.sh, which `npm start`
 * runs, gives the main thread the same (--max-semi-space-size, checked by a test); each worker
 * thread gets it here (docs/decisions/0047).
 */
export const SEMI_SPACE_MB = 8;

/** A worker thread's resource limits: its young generation is two semi-spaces and a third. */
export const threadLimits = { maxYoungGenerationSizeMb: 3 * SEMI_SPACE_MB };

/**
 * A worker thread's entry `name`, beside the module at `from` (its `import.meta.url`): compiled
 * (scripts/build-server.mjs puts every thread's entry beside the chunks that start it), or its
 * source run through tsx when the server runs from its sources (`npm run dev`, tests).
 */
export function threadEntry(from: string, name: string): ThreadEntry {
  const compiled = new URL(`./${name}.js`, from);
  if (existsSync(fileURLToPath(compiled))) return { file: compiled, execArgv: [] };
  return { file: new URL(`./${name}.ts`, from), execArgv: ['--import', 'tsx'] };
}
