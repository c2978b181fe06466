/**
 * A memory control group of its own for the shop under bench (Linux, run as root or with the
 * memory controller delegated): BENCH_MEMORY_MB runs the shop as a server of that much memory
 * would. Node reads the group's limit as the machine's (process.constrainedMemory()): the shop
 * starts its render threads for it, and V8 sizes every heap's limit, and so how far a heap grows
 * before it is collected, for it. The group is kept out of swap where the kernel lets it (v2:
 * memory.swap.max 0; v1: swappiness 0), so past its limit the kernel kills a process of it (an
 * "OOM kill", counted here). Only cgroup v1 was tried (the bench machine's).
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ROOT = '/sys/fs/cgroup';

export interface MemoryGroup {
  /** The file a process writes its pid to, to join the group. */
  procs: string;
  /** Processes of the group the kernel killed for want of memory. */
  oomKills(): Promise<number>;
  remove(): Promise<void>;
}

/** cgroup v2 ("unified"), or v1's memory hierarchy. */
export async function memoryGroup(megabytes: number): Promise<MemoryGroup> {
  const unified = existsSync(path.join(ROOT, 'cgroup.controllers'));
  const parent = unified ? ROOT : path.join(ROOT, 'memory');
  if (!existsSync(parent)) throw new Error(`BENCH_MEMORY_MB needs a memory cgroup (${parent})`);
  const dir = path.join(parent, `voski-bench-${process.pid}-${megabytes}`);
  const bytes = String(megabytes * 1024 * 1024);
  const cannot = (error: Error) =>
    new Error(
      `BENCH_MEMORY_MB: no memory cgroup of ${megabytes} MB at ${dir} (run as root, with the ` +
        `memory controller enabled): ${error.message}`,
    );
  await mkdir(dir).catch((error: Error) => {
    throw cannot(error);
  });
  try {
    await writeFile(path.join(dir, unified ? 'memory.max' : 'memory.limit_in_bytes'), bytes);
  } catch (error) {
    await rmdir(dir);
    throw cannot(error as Error);
  }
  const noSwap = unified ? 'memory.swap.max' : 'memory.swappiness';
  await writeFile(path.join(dir, noSwap), '0').catch(() => undefined);
  const counter = unified ? 'memory.events' : 'memory.oom_control';
  return {
    procs: path.join(dir, 'cgroup.procs'),
    async oomKills() {
      const text = await readFile(path.join(dir, counter), 'utf8');
      return Number(/^oom_kill (\d+)$/m.exec(text)?.[1] ?? 0);
    },
    // Once every process of the group has exited.
    remove: () => rmdir(dir),
  };
}
