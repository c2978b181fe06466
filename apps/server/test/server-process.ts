import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** Everything it wrote so far, stdout and stderr. */
  output(): string;
  /** Resolves once its output matches `pattern`. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Sends `signal` and answers the exit code. */
  stop(signal: NodeJS.Signals): Promise<number | null>;
}

/** The compiled server `npm start` runs (`npm run build` makes it). */
export const compiledEntry = path.join(root, 'apps/server/dist/start.js');

/** How `npm start` starts it: Node's flags and the C allocator (docs/decisions/0049). */
export const serveScript = path.join(root, 'scripts/serve.sh');

/** The server's process on `dataDir`, on a free port, demo data off unless `env` says. */
function spawnServer(dataDir: string, env: Record<string, string>, compiled: boolean) {
  const [command, args] = compiled
    ? ['sh', [serveScript]]
    : [process.execPath, ['--import', 'tsx', 'apps/server/src/dev.ts']];
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      VOSKI_NODE: process.execPath,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '0',
      DATABASE_URL: '',
      WEB_BUILD_DIR: path.join(dataDir, 'no-web-build'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  return { child, output: () => output };
}

/** The compiled server started on `dataDir` for a start that must end: its exit code and output. */
export async function endedStart(
  dataDir: string,
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const { child, output } = spawnServer(dataDir, env, true);
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output: output() };
}

/**
 * The server in a process of its own, on a free port, with demo data off unless `env` says:
 * its sources (`dev.ts`), or with `compiled` what `npm start` runs, as it runs it.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  { compiled = false } = {},
): Promise<ServerProcess> {
  const { child, output } = spawnServer(dataDir, env, compiled);
  const waitFor = (pattern: RegExp, timeoutMs = 90_000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        clearInterval(poll);
        reject(new Error(`no ${pattern} in:\n${output()}`));
      }, timeoutMs);
      const poll = setInterval(() => {
        if (!pattern.test(output())) return;
        clearTimeout(timer);
        clearInterval(poll);
        resolve();
      }, 5);
    });
  await waitFor(/running on http:\/\/localhost:\d+/);
  const port = /running on http:\/\/localhost:(\d+)/.exec(output())![1];
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output,
    waitFor,
    async stop(signal) {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = once(child, 'exit');
      child.kill(signal);
      const [code] = await exited;
      return code as number | null;
    },
  };
}
