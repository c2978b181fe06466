import os from 'node:os';

/** The load averages (1, 5, 15 min), to two decimals. */
export const loadAverage = () => os.loadavg().map((l) => Math.round(l * 100) / 100);

/** What a report says of the machine; other work on it skews figures, ratios to bare less. */
export function machineReport(loadBefore: number[]) {
  return {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model,
    node: process.version,
    load_average_before: loadBefore,
    load_average_after: loadAverage(),
  };
}
