import type { Locale } from '@voski/contract';

/** The words on the papers, in each language the shop speaks. */
export interface PaperTexts {
  invoice: string;
  packingSlip: string;
  /** "Invoice No. 12" */
  numbered: (paper: string, n: number) => string;
  date: string;
  seller: string;
  customer: string;
  shipTo: string;
  taxId: string;
  phone: string;
  email: string;
  item: string;
  model: string;
  weight: string;
  fineness: string;
  size: string;
  quantity: string;
  price: string;
  salePrice: string;
  amount: string;
  subtotal: string;
  delivery: string;
  total: string;
  vatIncluded: (percent: number) => string;
  currencyNote: string;
  pieces: string;
  customerNote: string;
}

const en: PaperTexts = {
  invoice: 'Invoice',
  packingSlip: 'Packing slip',
  numbered: (paper, n) => `${paper} No. ${n}`,
  date: 'Date',
  seller: 'Seller',
  customer: 'Customer',
  shipTo: 'Ship to',
  taxId: 'Tax ID',
  phone: 'Phone',
  email: 'E-mail',
  item: 'Item',
  model: 'Model',
  weight: 'Weight, g',
  fineness: 'Fineness',
  size: 'Size',
  quantity: 'Qty',
  price: 'Price',
  salePrice: 'Sale price',
  amount: 'Amount',
  subtotal: 'Subtotal',
  delivery: 'Delivery',
  total: 'Total',
  vatIncluded: (percent) => `Including VAT ${percent}%`,
  currencyNote: 'Amounts in Armenian drams (AMD). Prices include VAT.',
  pieces: 'Pieces in total',
  customerNote: 'Customer’s note',
};

const hy: PaperTexts = {
  invoice: 'Հաշիվ',
  packingSlip: 'Փաթեթավորման թերթիկ',
  numbered: (paper, n) => `${paper} № ${n}`,
  date: 'Ամսաթիվ',
  seller: 'Վաճառող',
  customer: 'Գնորդ',
  shipTo: 'Առաքման հասցե',
  taxId: 'ՀՎՀՀ',
  phone: 'Հեռախոս',
  email: 'Էլ. փոստ',
  item: 'Ապրանք',
  model: 'Մոդել',
  weight: 'Քաշ, գ',
  fineness: 'Հարգ',
  size: 'Չափս',
  quantity: 'Քանակ',
  price: 'Գին',
  salePrice: 'Զեղչված գին',
  amount: 'Գումար',
  subtotal: 'Ենթագումար',
  delivery: 'Առաքում',
  total: 'Ընդամենը',
  vatIncluded: (percent) => `այդ թվում ԱԱՀ ${percent}%`,
  currencyNote: 'Գումարները ՀՀ դրամով են։ Գները ներառում են ԱԱՀ։',
  pieces: 'Ընդամենը հատ',
  customerNote: 'Գնորդի նշում',
};

const ru: PaperTexts = {
  invoice: 'Счёт',
  packingSlip: 'Упаковочный лист',
  numbered: (paper, n) => `${paper} № ${n}`,
  date: 'Дата',
  seller: 'Продавец',
  customer: 'Покупатель',
  shipTo: 'Адрес доставки',
  taxId: 'ИНН',
  phone: 'Телефон',
  email: 'Эл. почта',
  item: 'Изделие',
  model: 'Модель',
  weight: 'Вес, г',
  fineness: 'Проба',
  size: 'Размер',
  quantity: 'Кол-во',
  price: 'Цена',
  salePrice: 'Цена со скидкой',
  amount: 'Сумма',
  subtotal: 'Подытог',
  delivery: 'Доставка',
  total: 'Итого',
  vatIncluded: (percent) => `в том числе НДС ${percent}%`,
  currencyNote: 'Суммы в армянских драмах (AMD). Цены включают НДС.',
  pieces: 'Всего изделий',
  customerNote: 'Комментарий покупателя',
};

export const paperTexts: Record<Locale, PaperTexts> = { hy, en, ru };
