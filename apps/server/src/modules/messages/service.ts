import { desc, eq } from 'drizzle-orm';
import type { MessageBody } from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { newestPage, withIsoDates, type PageRequest } from '../../db/rows.ts';
import { messages } from '../../db/schema/content.ts';
import { notFound } from '../../http/errors.ts';
import { Throttle } from '../../http/throttle.ts';
import type { ThrottleStore } from '../../http/throttle-store.ts';

export interface MessageOptions {
  /** Messages one IP may send in a window. */
  perIp: { limit: number; windowMs: number };
}

const defaults: MessageOptions = { perIp: { limit: 5, windowMs: 10 * 60_000 } };

const view = (row: typeof messages.$inferSelect) => {
  const { ip: _ip, ...rest } = withIsoDates(row);
  return rest;
};

export class MessageService {
  private readonly perIp: Throttle;

  constructor(
    private readonly db: Db,
    throttles: ThrottleStore,
    options: Partial<MessageOptions> = {},
  ) {
    const { perIp } = { ...defaults, ...options };
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
    const [row] = await this.db
      .insert(messages)
      .values({ ...fields, ip })
      .returning();
    return view(row!);
  }

  async list() {
    return (await this.db.select().from(messages).orderBy(desc(messages.id))).map(view);
  }

  /** One page, newest first, and how many messages there are. */
  async page(page: PageRequest) {
    const { rows, total } = await newestPage(this.db, messages, page);
    return { data: rows.map(view), meta: { ...page, total } };
  }

  async remove(id: number): Promise<void> {
    const gone = await this.db.delete(messages).where(eq(messages.id, id)).returning();
    if (!gone.length) throw notFound('Message not found.');
  }
}
