import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface ThreadEntry {
  file: URL;
  execArgv: string[];
}

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
