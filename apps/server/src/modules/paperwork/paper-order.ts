import type { Locale } from '@voski/contract';

/** What the papers print of an order, already in the paper's language. */
export interface PaperOrder {
  id: number;
  placedAt: Date;
  customer: { name: string; email: string; phone: string; address: string };
  /** The customer's comment with the order ('' when none). */
  message: string;
  lines: PaperLine[];
  subtotal: number;
  /** Each promotion or code, named in the paper's language, and the AMD it took off. */
  discounts: { label: string; amount: number }[];
  delivery: number;
  total: number;
}

export interface PaperLine {
  title: string;
  model: string;
  size: string | undefined;
  quantity: number;
  /** The catalogue price of one piece when the order was placed. */
  price: number;
  /** The price of one piece under the sale that ran, when one did. */
  salePrice: number | undefined;
  /** Grams, and the fineness (585, 750 …), as the catalogue has them now; null: unknown. */
  weight: number | null;
  fineness: number | null;
}

/** Who sells: from the settings and the contact information. */
export interface ShopDetails {
  name: string;
  taxId: string | undefined;
  addresses: string[];
  phone: string;
  email: string;
}

export interface PaperSettings {
  /** The seller's name on the papers. */
  shopName: string;
  /** The taxpayer id (ՀՎՀՀ) printed on invoices; none: left out. */
  taxId: string | undefined;
  /** The VAT rate prices include, in percent. */
  vatPercent: number;
}

export const defaultPaperSettings: PaperSettings = {
  shopName: 'Voski',
  taxId: undefined,
  vatPercent: 20,
};

/**
 * The VAT an amount that includes it holds: amount × rate / (100 + rate), to the dram
 * (20%: a sixth of the total).
 */
export const includedVat = (amount: number, percent: number): number =>
  Math.round((amount * percent) / (100 + percent));

export interface Paper {
  language: Locale;
  order: PaperOrder;
  shop: ShopDetails;
}
