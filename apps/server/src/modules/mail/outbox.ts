import { and, asc, count, desc, eq, isNull, like, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import type { MailTransport, OutgoingMail } from './transport.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

const BATCH = 20;
const FIRST_RETRY_MS = 30_000;
const LAST_RETRY_MS = 60 * 60_000;

/** The wait before the next try after `attempts` failures: 30 s doubling up to an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LAST_RETRY_MS);

/** Puts a message in the outbox, in the caller's transaction when it has one; `at`: not before. */
export async function enqueueMail(db: Db | Tx, mail: OutgoingMail, at?: Date): Promise<void> {
  if (!mail.to) return;
  await db.insert(mailOutbox).values({ ...mail, ...(at ? { next_attempt_at: at } : {}) });
}

/**
 * Notices to the shop about visitors' messages (`message-…`) go after every order and payment
 * message that is due: a flood of contact messages never delays a customer's confirmation.
 */
const noticesLast = sql`case when ${like(mailOutbox.kind, 'message-%')} then 1 else 0 end`;

/** Sends what is due, one message at a time, and keeps what failed for a later try. */
export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: (message: string) => void,
  ) {}

  async sendDue(): Promise<{ sent: number; failed: number }> {
    const due = await this.db
      .select()
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sent_at), lte(mailOutbox.next_attempt_at, sql`now()`)))
      .orderBy(noticesLast, asc(mailOutbox.next_attempt_at), asc(mailOutbox.id))
      .limit(BATCH);
    let sent = 0;
    let failed = 0;
    for (const mail of due) {
      try {
        await this.transport.send(mail);
        await this.db
          .update(mailOutbox)
          .set({ sent_at: new Date(), attempts: mail.attempts + 1, last_error: '' })
          .where(eq(mailOutbox.id, mail.id));
        sent++;
      } catch (error) {
        const attempts = mail.attempts + 1;
        const message = (error as Error).message;
        await this.db
          .update(mailOutbox)
          .set({
            attempts,
            last_error: message.slice(0, 1000),
            next_attempt_at: new Date(Date.now() + retryDelayMs(attempts)),
          })
          .where(eq(mailOutbox.id, mail.id));
        this.log(`Mail ${mail.id} (${mail.kind}) not sent, try ${attempts}: ${message}`);
        failed++;
      }
    }
    return { sent, failed };
  }

  /** Every message is due now (the mail server is back, say). */
  async retryAll(): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ next_attempt_at: new Date() })
      .where(isNull(mailOutbox.sent_at));
  }

  /** One page of the outbox, newest first, waiting ones or all. */
  async page(page: { page: number; per_page: number }, waiting: boolean) {
    const where = waiting ? isNull(mailOutbox.sent_at) : undefined;
    const rows = await this.db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(page.per_page)
      .offset((page.page - 1) * page.per_page);
    const [total] = await this.db.select({ total: count() }).from(mailOutbox).where(where);
    return { data: rows.map(outboxView), meta: { ...page, total: total?.total ?? 0 } };
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const outboxView = (row: OutboxRow) => ({
  id: row.id,
  kind: row.kind,
  to: row.to,
  subject: row.subject,
  attempts: row.attempts,
  last_error: row.last_error,
  next_attempt_at: row.next_attempt_at.toISOString(),
  sent_at: iso(row.sent_at),
  created_at: row.created_at.toISOString(),
});
