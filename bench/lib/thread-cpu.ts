import { readdir, readFile } from 'node:fs/promises';

/** Processor time (user + system, ms) each thread of process `pid` has used, from /proc. */
export async function threadTimes(pid: number): Promise<Map<number, number>> {
  const tick = 1000 / 100; // USER_HZ: 100 on Linux
  const times = new Map<number, number>();
  for (const tid of await readdir(`/proc/${pid}/task`)) {
    const stat = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8').catch(() => '');
    // after the command name, which may hold spaces: state is field 3, utime 14, stime 15
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (fields.length > 12)
      times.set(Number(tid), (Number(fields[11]) + Number(fields[12])) * tick);
  }
  return times;
}

/**
 * Where a run's processor time went, per request: the whole process, its main thread (the HTTP
 * server, the API, the caches) and its busiest other thread (the render thread, on a page no
 * cache holds). The rest is the database's thread and V8's and libuv's helpers (garbage
 * collection, mostly).
 */
export interface CpuPerRequest {
  all_ms: number;
  main_ms: number;
  busiest_other_ms: number;
}

export function cpuPerRequest(
  pid: number,
  before: Map<number, number>,
  after: Map<number, number>,
  requests: number,
): CpuPerRequest {
  const used = [...after].map(([tid, ms]) => [tid, ms - (before.get(tid) ?? 0)] as const);
  const per = (ms: number) => Math.round((ms / Math.max(requests, 1)) * 100) / 100;
  const others = used.filter(([tid]) => tid !== pid).map(([, ms]) => ms);
  return {
    all_ms: per(used.reduce((sum, [, ms]) => sum + ms, 0)),
    main_ms: per(used.find(([tid]) => tid === pid)?.[1] ?? 0),
    busiest_other_ms: per(Math.max(0, ...others)),
  };
}

/**
 * Waits until process `pid` has used less than `share` of one core over a second: a new shop
 * writes its first backup once started (20 s of a core at 100,000 products), which a run
 * measured meanwhile would share the machine with. Gives up after `maxMs`.
 */
export async function untilIdle(pid: number, share = 0.1, maxMs = 300_000): Promise<void> {
  const total = async () => [...(await threadTimes(pid)).values()].reduce((a, b) => a + b, 0);
  const started = performance.now();
  let before = await total();
  while (performance.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = await total();
    if (now - before < share * 1000) return;
    before = now;
  }
}
