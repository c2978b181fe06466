import { desc, eq } from 'drizzle-orm';
import type { MessageBody } from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { newestPage, withIsoDates, type PageRequest } from '../../db/rows.ts';
import { messages } from '../../db/schema/content.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { RateWindow } from '../../http/rate-window.ts';

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
  private readonly perIp: RateWindow;

  constructor(
    private readonly db: Db,
    options: Partial<MessageOptions> = {},
  ) {
    this.perIp = new RateWindow({ ...defaults, ...options }.perIp);
  }

  /**
   * Stores a visitor's message. A filled honeypot means a bot: it is told "sent" and nothing is
   * stored, so it learns nothing.
   */
  async send(body: MessageBody, ip: string) {
    const wait = this.perIp.retryAfter(ip);
    if (wait > 0) {
      throw new HttpError(429, 'Too many messages. Please try again later.', undefined, {
        'Retry-After': String(wait),
      });
    }
    this.perIp.hit(ip);
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
