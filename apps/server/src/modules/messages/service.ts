import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { staffMessages, type MessageBody, type MessageStateBody } from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { newestPage, withIsoDates, type PageRequest } from '../../db/rows.ts';
import { messages } from '../../db/schema/content.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { Throttle } from '../../http/throttle.ts';
import type { ThrottleStore } from '../../http/throttle-store.ts';
import { contactDigestNotice, contactMessageNotice, MESSAGE_DIGEST } from '../mail/notices.ts';
import type { MailService } from '../mail/service.ts';

export interface MessageOptions {
  /** Messages one IP may send in a window. */
  perIp: { limit: number; windowMs: number };
  /**
   * Messages the shop is told of one by one within `windowMs`; past that, one digest goes out
   * `digestAfterMs` later, and the messages wait in the back-office.
   */
  notices: { burst: number; windowMs: number; digestAfterMs: number };
}

const defaults: MessageOptions = {
  perIp: { limit: 5, windowMs: 10 * 60_000 },
  notices: { burst: 10, windowMs: 60 * 60_000, digestAfterMs: 15 * 60_000 },
};

/** When this process told the shop of its latest messages, at most `burst` of them kept. */
class NoticeWindow {
  private readonly times: number[] = [];

  constructor(
    private readonly burst: number,
    private readonly windowMs: number,
  ) {}

  /** True, counting it, when one more notice fits in the window. */
  take(now = Date.now()): boolean {
    while (this.times.length && this.times[0]! <= now - this.windowMs) this.times.shift();
    if (this.times.length >= this.burst) return false;
    this.times.push(now);
    return true;
  }
}

const view = (row: typeof messages.$inferSelect) => {
  const { ip: _ip, ...rest } = withIsoDates(row);
  return {
    ...rest,
    read_at: row.read_at?.toISOString() ?? null,
    answered_at: row.answered_at?.toISOString() ?? null,
  };
};

/** Marking again keeps the first time it was read or answered. */
const firstTime = (column: typeof messages.read_at | typeof messages.answered_at) =>
  sql`coalesce(${column}, now())`;

export class MessageService {
  private readonly perIp: Throttle;
  private readonly notices: NoticeWindow;
  private readonly digestAfterMs: number;
  private readonly noticeBurst: number;

  constructor(
    private readonly db: Db,
    throttles: ThrottleStore,
    private readonly mail: MailService,
    options: Partial<MessageOptions> = {},
  ) {
    const { perIp, notices } = { ...defaults, ...options };
    this.notices = new NoticeWindow(notices.burst, notices.windowMs);
    this.digestAfterMs = notices.digestAfterMs;
    this.noticeBurst = notices.burst;
    this.perIp = new Throttle(
      throttles,
      'messages',
      { kind: 'window', ...perIp },
      'Too many messages. Please try again later.',
    );
  }

  /**
   * Stores a visitor's message. A filled honeypot means a bot: it is told "sent" and nothing is
   * stored, so it learns nothing.
   */
  async send(body: MessageBody, ip: string) {
    await this.perIp.take(ip);
    const { website, ...fields } = body;
    if (website) return null;
    const row = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(messages)
        .values({ ...fields, ip })
        .returning();
      await this.notify(tx, row!);
      return row!;
    });
    return view(row);
  }

  private async notify(tx: Tx, row: typeof messages.$inferSelect): Promise<void> {
    if (this.notices.take()) {
      await this.mail.enqueue(tx, contactMessageNotice(this.mail.shop, row));
      return;
    }
    const [waiting] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, MESSAGE_DIGEST), isNull(mailOutbox.sent_at)))
      .limit(1);
    if (waiting) return;
    const digest = contactDigestNotice(this.mail.shop, this.noticeBurst);
    await this.mail.enqueue(tx, digest, new Date(Date.now() + this.digestAfterMs));
  }

  async list() {
    return (await this.db.select().from(messages).orderBy(desc(messages.id))).map(view);
  }

  /** One page, newest first, and how many messages there are. */
  async page(page: PageRequest) {
    const { rows, total } = await newestPage(this.db, messages, page);
    return { data: rows.map(view), meta: { ...page, total } };
  }

  /** Read or unread, answered or not, for every staff member; an answered message is read. */
  async setState(id: number, state: MessageStateBody) {
    const change: Partial<Record<'read_at' | 'answered_at', ReturnType<typeof sql> | null>> = {};
    if (state.read !== undefined) change.read_at = state.read ? firstTime(messages.read_at) : null;
    if (state.answered !== undefined)
      change.answered_at = state.answered ? firstTime(messages.answered_at) : null;
    if (state.answered) change.read_at = firstTime(messages.read_at);
    const [row] = await this.db.update(messages).set(change).where(eq(messages.id, id)).returning();
    if (!row) throw notFound(staffMessages.messageNotFound);
    return view(row);
  }

  async unread(): Promise<number> {
    const [row] = await this.db
      .select({ unread: count() })
      .from(messages)
      .where(isNull(messages.read_at));
    return row?.unread ?? 0;
  }

  async remove(id: number): Promise<void> {
    const gone = await this.db.delete(messages).where(eq(messages.id, id)).returning();
    if (!gone.length) throw notFound(staffMessages.messageNotFound);
  }
}
