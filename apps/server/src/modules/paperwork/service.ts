import { eq, inArray } from 'drizzle-orm';
import { countryName, orderMessages, paperworkMessages, type Locale } from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { orders, products } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { ContactService } from '../content/contacts.ts';
import { localeOf } from '../mail/notices.ts';
import { textsFor } from '../mail/texts.ts';
import type { OrderRow } from '../orders/records.ts';
import { localizedTitle } from '../orders/views.ts';
import type { Paper, PaperLine, PaperSettings, ShopDetails } from './paper-order.ts';

/**
 * The PDF writer (pdfkit and fontkit), loaded with the first paper: 6 MB of the server's memory
 * for what staff print now and then.
 */
const papers = () => import('./papers.ts');

export interface PaperFile {
  fileName: string;
  pdf: Buffer;
}

/** An order's invoice and packing slip, for staff, and the invoice for its customer once paid. */
export class PaperworkService {
  constructor(
    private readonly db: Db,
    private readonly contacts: ContactService,
    private readonly settings: PaperSettings,
  ) {}

  async invoice(id: number, lang: Locale | undefined): Promise<PaperFile> {
    return this.invoiceOf(await this.byId(id), lang);
  }

  async packingSlip(id: number, lang: Locale | undefined): Promise<PaperFile> {
    const paper = await this.paper(await this.byId(id), lang);
    return {
      fileName: `packing-slip-${id}.pdf`,
      pdf: await (await papers()).renderPackingSlip(paper),
    };
  }

  /** The customer's invoice: only for a paid order that is still kept (not refunded). */
  async customerInvoice(token: string, lang: Locale | undefined): Promise<PaperFile> {
    const [row] = await this.db.select().from(orders).where(eq(orders.customer_token, token));
    if (!row) throw notFound(orderMessages.orderNotFound);
    if (row.payment_status !== 'paid') throw conflict(paperworkMessages.notPaid);
    return this.invoiceOf(row, lang);
  }

  private async invoiceOf(row: OrderRow, lang: Locale | undefined): Promise<PaperFile> {
    const paper = await this.paper(row, lang);
    return {
      fileName: `invoice-${row.id}.pdf`,
      pdf: await (await papers()).renderInvoice(paper, this.settings.vatPercent),
    };
  }

  private async byId(id: number): Promise<OrderRow> {
    const [row] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!row) throw notFound(orderMessages.orderNotFound);
    return row;
  }

  private async paper(row: OrderRow, lang: Locale | undefined): Promise<Paper> {
    const language = lang ?? localeOf(row.language);
    const [lines, shop] = await Promise.all([this.lines(row, language), this.shop(language)]);
    return {
      language,
      shop,
      order: {
        id: row.id,
        placedAt: row.created_at,
        customer: {
          name: `${row.name} ${row.surname}`.trim(),
          email: row.email,
          phone: row.phone,
          address: [row.address, row.region, countryName(row.country, language)]
            .filter(Boolean)
            .join(', '),
        },
        message: row.message,
        lines,
        subtotal: row.subtotal,
        discounts: row.discounts.map((d) => ({
          label: textsFor(language).discount(
            language === 'en' ? d.name_en : language === 'ru' ? d.name_ru : d.name,
            d.code,
          ),
          amount: d.amount,
        })),
        delivery: row.delivery,
        total: row.total,
      },
    };
  }

  /** The order's lines, with the weight and fineness the catalogue gives their products now. */
  private async lines(row: OrderRow, language: Locale): Promise<PaperLine[]> {
    const ids = [...new Set(row.lines.map((line) => line.id))];
    const facts = ids.length
      ? await this.db
          .select({ id: products.id, weight: products.weight, fineness: products.respect })
          .from(products)
          .where(inArray(products.id, ids))
      : [];
    const byId = new Map(facts.map((f) => [f.id, f]));
    return row.lines.map((line) => ({
      title: localizedTitle(line, language),
      model: line.model,
      size: line.size,
      quantity: line.quantity,
      price: line.price,
      salePrice: line.sale_price,
      weight: byId.get(line.id)?.weight ?? null,
      fineness: byId.get(line.id)?.fineness || null,
    }));
  }

  private async shop(language: Locale): Promise<ShopDetails> {
    const contacts = await this.contacts.first();
    const own =
      language === 'en' ? contacts.addresses_en : language === 'ru' ? contacts.addresses_ru : '[]';
    return {
      name: this.settings.shopName,
      taxId: this.settings.taxId,
      addresses: addressList(own).length ? addressList(own) : addressList(contacts.addresses),
      phone: contacts.phone,
      email: contacts.email,
    };
  }
}

/** The contact information's `[{address}]` JSON, as plain lines (nothing for a broken one). */
function addressList(json: string): string[] {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .map((a: unknown) => (a && typeof a === 'object' && 'address' in a ? String(a.address) : ''))
      .filter(Boolean);
  } catch {
    return [];
  }
}
