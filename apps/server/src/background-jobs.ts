import type { Services } from './app.ts';
import type { Database } from './db/client.ts';
import { PeriodicJob, type JobLog } from './jobs/periodic.ts';

export interface BackgroundOptions {
  /** How often unpaid orders are expired and interrupted refunds finished. */
  orderSweepMs?: number;
  /** How often ended staff tokens are deleted. */
  sessionPurgeMs?: number;
  /** Exchange rates: refreshed this often when a source is configured. */
  rates?: { enabled: boolean; everyMs: number };
  /** How often image files no row uses are removed, once pending for `graceMs`. */
  mediaCleanup?: { everyMs: number; graceMs: number };
  /** Whether to write a backup archive whenever the newest is older than its period. */
  backups?: boolean;
}

/** How often the backup job looks whether the newest archive has grown older than its period. */
const BACKUP_CHECK_MS = 15 * 60_000;

/**
 * The shop's timers. Every instance starts them; each turn runs on one instance only (see
 * `Database.exclusive`), and each piece of work is safe to repeat, so a skipped turn loses
 * nothing.
 */
export function backgroundJobs(
  services: Services,
  database: Database,
  log: JobLog,
  options: BackgroundOptions = {},
): PeriodicJob[] {
  const job = (name: string, everyMs: number, work: () => Promise<unknown>, runAtStart = false) =>
    new PeriodicJob(
      database.exclusive,
      { name, everyMs, runAtStart, work: async () => void (await work()) },
      log,
    );
  const jobs = [
    job('order-sweep', options.orderSweepMs ?? 60_000, () => services.orders.settlement.sweep()),
    job(
      'mail-outbox',
      services.mail.config.sendEveryMs,
      () => services.mail.outbox.sendDue(),
      true,
    ),
    job('session-purge', options.sessionPurgeMs ?? 3_600_000, () =>
      services.auth.purgeEndedSessions(),
    ),
    // The public address (and so every QR code) changes only with a restart: a daily turn
    // after the one at start is only a safety net.
    job(
      'blog-qr-codes',
      24 * 3_600_000,
      async () => {
        const redrawn = await services.blogs.refreshQrCodes();
        if (redrawn) log.warn(`Redrew ${redrawn} blog QR codes for the public address`);
      },
      true,
    ),
    // At start too: files a crashed instance left are removed once it is back.
    job(
      'media-cleanup',
      options.mediaCleanup?.everyMs ?? 600_000,
      async () => {
        const removed = await services.media.sweep({
          graceMs: options.mediaCleanup?.graceMs ?? 3_600_000,
        });
        if (removed) log.warn(`Removed the files of ${removed} images no record uses`);
      },
      true,
    ),
  ];
  // The payment plug-ins' own (the test gateway forgets old payments).
  for (const paymentJob of services.payments.jobs()) {
    jobs.push(job(paymentJob.name, paymentJob.everyMs, paymentJob.work));
  }
  if (options.backups && services.backups.settings.everyHours > 0) {
    // At start too, so a shop restarted more often than the period still gets its backups.
    jobs.push(
      job(
        'backup',
        BACKUP_CHECK_MS,
        async () => {
          const written = await services.backups.runIfDue();
          if (written) log.warn(`Backup written: ${written.file} (${written.bytes} bytes)`);
        },
        true,
      ),
    );
  }
  if (options.rates?.enabled) {
    jobs.push(job('rate-refresh', options.rates.everyMs, () => services.rates.refresh(), true));
  }
  return jobs;
}
