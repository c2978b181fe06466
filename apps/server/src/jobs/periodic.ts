import { loggableDatabaseError } from '../db/errors.ts';
import type { RunExclusive } from '../db/exclusive.ts';

/** Where jobs report: failures as warnings, skipped turns for debugging. */
export interface JobLog {
  warn(message: string): void;
  debug(message: string): void;
}

export interface PeriodicJobOptions {
  /** Names the job's lock across instances and its lines in the log. */
  name: string;
  everyMs: number;
  /** Run once as soon as the job starts, not only after the first period. */
  runAtStart?: boolean;
  work: () => Promise<void>;
}

/**
 * Background work on a timer that runs on one instance per turn. A turn that finds the work
 * still under way (here or on another instance) is skipped; a failure is logged and the next
 * turn tries again.
 */
export class PeriodicJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly exclusive: RunExclusive,
    private readonly options: PeriodicJobOptions,
    private readonly log: JobLog,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runNow(), this.options.everyMs);
    this.timer.unref();
    if (this.options.runAtStart) void this.runNow();
  }

  /** Runs one turn now (unless one is under way); answers whether this instance did the work. */
  async runNow(): Promise<boolean> {
    if (this.running) return false;
    const turn = this.exclusive(this.options.name, this.options.work).catch((error: unknown) => {
      const shown = loggableDatabaseError(error) ?? (error as Error);
      this.log.warn(`Background job ${this.options.name} failed: ${shown.message}`);
      return false;
    });
    this.running = turn;
    try {
      const ran = await turn;
      if (!ran) this.log.debug(`Background job ${this.options.name}: skipped, running elsewhere`);
      return ran;
    } finally {
      this.running = undefined;
    }
  }

  /** Stops the timer, after the turn under way (if any) ends. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
