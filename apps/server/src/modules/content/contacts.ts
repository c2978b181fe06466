import { asc, eq } from 'drizzle-orm';
import { staffMessages, type ContactBody } from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { withIsoDates } from '../../db/rows.ts';
import { contacts } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { ChangeSignal } from '../../lib/change-signal.ts';
import { Remembered } from '../../lib/remembered.ts';

/** The shop's contact information: one row, created empty when missing. */
export class ContactService {
  /** Fires after every committed change (the storefront shows it). */
  readonly changes = new ChangeSignal();

  /** The row every page's footer shows. */
  private readonly row: Remembered<typeof contacts.$inferSelect | undefined>;

  constructor(
    private readonly db: Db,
    /** Other instances' changes, when there are any (Redis): they make this one forget too. */
    elsewhere: readonly ChangeSignal[] = [],
  ) {
    this.row = new Remembered(
      async () => (await db.select().from(contacts).orderBy(asc(contacts.id)).limit(1))[0],
      { forgetOn: [this.changes, ...elsewhere] },
    );
  }

  async first() {
    const row = await this.row.get();
    if (row) return withIsoDates(row);
    this.row.forget();
    const [created] = await this.db.insert(contacts).values({}).returning();
    return withIsoDates(created!);
  }

  async update(id: number, body: ContactBody) {
    const [row] = await this.db
      .update(contacts)
      .set({
        email: body.email,
        phone: body.phone,
        addresses: JSON.stringify(body.addresses),
        // left out by older clients: the stored translations stay
        ...(body.addresses_en && { addresses_en: JSON.stringify(body.addresses_en) }),
        ...(body.addresses_ru && { addresses_ru: JSON.stringify(body.addresses_ru) }),
      })
      .where(eq(contacts.id, id))
      .returning();
    if (!row) throw notFound(staffMessages.contactsNotFound);
    this.changes.emit();
    return withIsoDates(row);
  }
}
