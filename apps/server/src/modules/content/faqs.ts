import { asc, eq } from 'drizzle-orm';
import { staffMessages, type Faq, type FaqBody } from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { withIsoDates } from '../../db/rows.ts';
import { faqs } from '../../db/schema/content.ts';
import { notFound } from '../../http/errors.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';

const faqNotFound = () => notFound(staffMessages.faqNotFound);

export class FaqService {
  /** Fires after every committed change (the storefront shows it). */
  readonly changes = new ChangeSignal();

  constructor(private readonly db: Db) {}

  async list(): Promise<Faq[]> {
    return (await this.db.select().from(faqs).orderBy(asc(faqs.id))).map(withIsoDates);
  }

  async create(body: FaqBody): Promise<Faq> {
    const [row] = await this.db.insert(faqs).values(body).returning();
    this.changes.emit();
    return withIsoDates(row!);
  }

  async update(id: number, body: FaqBody): Promise<Faq> {
    const [row] = await this.db.update(faqs).set(body).where(eq(faqs.id, id)).returning();
    if (!row) throw faqNotFound();
    this.changes.emit();
    return withIsoDates(row);
  }

  async remove(id: number): Promise<void> {
    const deleted = await this.db.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id });
    if (!deleted.length) throw faqNotFound();
    this.changes.emit();
  }
}
