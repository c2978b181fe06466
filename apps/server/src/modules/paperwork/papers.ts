import { amd } from '../mail/notices.ts';
import { paperFonts } from './fonts.ts';
import { formatGrams, formatMoment } from './formats.ts';
import { includedVat, type Paper, type PaperLine, type ShopDetails } from './paper-order.ts';
import { MUTED, PaperWriter, type Column } from './pdf-writer.ts';
import { paperTexts, type PaperTexts } from './texts.ts';

/** The paper's title block: "Invoice No. 12", the date, and a rule under them. */
function heading(page: PaperWriter, title: string, paper: Paper, t: PaperTexts): void {
  page.paragraph(title, { size: 18, weight: 'bold' }, 2);
  page.paragraph(`${t.date}: ${formatMoment(paper.order.placedAt, paper.language)}`, {
    color: MUTED,
  });
  page.y += 4;
  page.rule();
  page.y += 10;
}

const shopLines = (shop: ShopDetails, t: PaperTexts, withTaxId: boolean): string[] => [
  ...(withTaxId && shop.taxId ? [`${t.taxId}: ${shop.taxId}`] : []),
  ...shop.addresses,
  ...(shop.phone ? [`${t.phone}: ${shop.phone}`] : []),
  ...(shop.email ? [`${t.email}: ${shop.email}`] : []),
];

/** Two labelled blocks side by side (seller and customer); the position moves below both. */
function parties(
  page: PaperWriter,
  blocks: readonly { label: string; name: string; lines: readonly string[] }[],
): void {
  const gap = 20;
  const width = (page.width - gap * (blocks.length - 1)) / blocks.length;
  const top = page.y;
  let lowest = top;
  blocks.forEach((block, i) => {
    const x = page.left + i * (width + gap);
    let y = top;
    y += page.block(block.label, x, y, width, { size: 8, color: MUTED });
    y += page.block(block.name, x, y, width, { size: 10, weight: 'bold' });
    for (const line of block.lines) y += page.block(line, x, y, width);
    lowest = Math.max(lowest, y);
  });
  page.y = lowest + 14;
}

/** Labelled amounts, right-aligned under the table. */
function totals(page: PaperWriter, rows: readonly [string, string, boolean?][]): void {
  const valueWidth = 100;
  const labelWidth = 220;
  const x = page.left + page.width - valueWidth - labelWidth;
  for (const [label, value, strong] of rows) {
    const style = {
      size: strong ? 11 : 9,
      weight: strong ? ('bold' as const) : ('regular' as const),
    };
    page.room(page.lineHeight(style.size));
    page.line(label, x, page.y, labelWidth - 10, { ...style, align: 'right' });
    page.line(value, x + labelWidth, page.y, valueWidth, { ...style, align: 'right' });
    page.y += page.lineHeight(style.size) + 2;
  }
}

const sizeText = (line: PaperLine) => line.size ?? '—';
const finenessText = (line: PaperLine) => (line.fineness ? String(line.fineness) : '—');

/** The invoice: seller, customer, lines with their metal facts, totals and the VAT they include. */
export async function renderInvoice(paper: Paper, vatPercent: number): Promise<Buffer> {
  const t = paperTexts[paper.language];
  const { order, shop, language } = paper;
  const money = (n: number) => amd(n, language);
  const title = t.numbered(t.invoice, order.id);
  const page = new PaperWriter(paperFonts(), title, language);
  heading(page, title, paper, t);
  parties(page, [
    { label: t.seller, name: shop.name, lines: shopLines(shop, t, true) },
    {
      label: t.customer,
      name: order.customer.name,
      lines: [order.customer.address, order.customer.phone, order.customer.email],
    },
  ]);
  const columns: Column[] = [
    { title: t.item, width: 131 },
    { title: t.model, width: 56 },
    { title: t.weight, width: 40, align: 'right' },
    { title: t.fineness, width: 42, align: 'right' },
    { title: t.size, width: 34, align: 'right' },
    { title: t.quantity, width: 34, align: 'right' },
    { title: t.price, width: 58, align: 'right' },
    { title: t.salePrice, width: 58, align: 'right' },
    { title: t.amount, width: 62, align: 'right' },
  ];
  page.table(
    columns,
    order.lines.map((line) => [
      line.title,
      line.model,
      formatGrams(line.weight, language),
      finenessText(line),
      sizeText(line),
      String(line.quantity),
      money(line.price),
      line.salePrice === undefined ? '—' : money(line.salePrice),
      money(line.price * line.quantity),
    ]),
  );
  totals(page, [
    [t.subtotal, money(order.subtotal)],
    ...order.discounts.map((d): [string, string] => [d.label, `−${money(d.amount)}`]),
    [t.delivery, money(order.delivery)],
    [t.total, money(order.total), true],
    [t.vatIncluded(vatPercent), money(includedVat(order.total, vatPercent))],
  ]);
  page.y += 10;
  page.paragraph(t.currencyNote, { size: 8, color: MUTED });
  return page.finish();
}

/** The packing slip: where the parcel goes and what is in it, without prices. */
export async function renderPackingSlip(paper: Paper): Promise<Buffer> {
  const t = paperTexts[paper.language];
  const { order, shop, language } = paper;
  const title = t.numbered(t.packingSlip, order.id);
  const page = new PaperWriter(paperFonts(), title, language);
  heading(page, title, paper, t);
  parties(page, [
    {
      label: t.shipTo,
      name: order.customer.name,
      lines: [order.customer.address, order.customer.phone],
    },
    { label: t.seller, name: shop.name, lines: shopLines(shop, t, false) },
  ]);
  page.table(
    [
      { title: t.item, width: 215 },
      { title: t.model, width: 90 },
      { title: t.size, width: 70, align: 'right' },
      { title: t.quantity, width: 60, align: 'right' },
      { title: t.weight, width: 80, align: 'right' },
    ],
    order.lines.map((line) => [
      line.title,
      line.model,
      sizeText(line),
      String(line.quantity),
      formatGrams(line.weight, language),
    ]),
    9,
  );
  const pieces = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  totals(page, [[t.pieces, String(pieces), true]]);
  if (order.message) {
    page.y += 10;
    page.paragraph(t.customerNote, { size: 8, color: MUTED }, 1);
    page.paragraph(order.message);
  }
  return page.finish();
}
