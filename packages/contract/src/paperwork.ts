import { z } from 'zod';
import { locales } from './locales.ts';

/** The printable papers of an order (issue 38): an invoice and a packing slip, as PDF. */
export const paperKinds = ['invoice', 'packing-slip'] as const;
export type PaperKind = (typeof paperKinds)[number];

export const paperworkMessages = {
  lang: `The lang must be one of ${locales.join(', ')}.`,
  notPaid: 'The invoice is ready once the order is paid.',
} as const;

/** `?lang=`: the paper's language; the order's own (the customer's) when left out. */
export const paperQuery = z.object({
  lang: z
    .enum(locales, { error: paperworkMessages.lang })
    .optional()
    .describe('hy, en or ru; by default the language the order was placed in'),
});
export type PaperQuery = z.infer<typeof paperQuery>;

/** The answer: the PDF itself, as an attachment named after the order. */
export const pdfFile = z.string().describe('the PDF (application/pdf), as an attachment');

/** The API paths of an order's papers, for links (the customer's needs its token). */
export const paperPath = {
  staff: (kind: PaperKind, id: number) => `/api/payment/orders/${id}/${kind}`,
  customerInvoice: (token: string) => `/api/payment/order/${encodeURIComponent(token)}/invoice`,
};
