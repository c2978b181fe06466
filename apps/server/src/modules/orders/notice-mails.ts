import {
  countryName,
  localePrefix,
  PaymentType,
  paymentTypeNames,
  storefrontPages,
  type Locale,
  type PaymentTypeId,
} from '@voski/contract';
import type { StoredDiscount, StoredOrderLine, StoredShipment } from '../../db/schema/index.ts';
import type { MailBlock } from '../mail/layout.ts';
import { amd, composeMail, localeOf, type MailShop } from '../mail/notices.ts';
import { textsFor, type MailTexts } from '../mail/texts.ts';
import type { OutgoingMail } from '../mail/transport.ts';
import { localizedTitle } from './views.ts';

/** What the order e-mails read of an order. */
export interface MailOrder {
  id: number;
  name: string;
  surname: string;
  email: string;
  phone: string;
  message: string;
  country: string;
  region: string;
  address: string;
  lines: StoredOrderLine[];
  subtotal: number;
  /** The promotions the order used (issue 37); absent on orders of before. */
  discounts?: StoredDiscount[];
  delivery: number;
  total: number;
  payment_status: string;
  payment_type: number;
  /** Paid through the built-in test gateway or test wallet: no money was taken. */
  test_payment: boolean;
  language: string;
  customer_token: string | null;
  paid_at: Date | null;
  /** The carrier and tracking number once sent (issue 38). */
  shipment?: StoredShipment | null;
  /** Collected in store at this point (issue 38); null: delivered. */
  pickup_point?: number | null;
  pickup_address?: string;
  pickup_hours?: string;
}

/** The storefront's return policy page, in the customer's language. */
export const returnPolicyUrl = (shop: MailShop, language: Locale) =>
  `${shop.publicUrl}${localePrefix(language)}${storefrontPages['return-policy'].path}`;

/** The small print of every mail to a customer: the policy's gist and a link to the whole. */
const returnPolicyNote = (shop: MailShop, t: MailTexts, language: Locale): MailBlock => ({
  note: t.returnPolicy,
  link: { href: returnPolicyUrl(shop, language), label: t.returnPolicyLink },
});

/** The storefront's page of an order, in the order's language. */
export const customerOrderUrl = (shop: MailShop, token: string, language: string) =>
  `${shop.publicUrl}${localePrefix(localeOf(language))}/order/${token}`;

function linesAndTotals(order: MailOrder, t: MailTexts, language: Locale): MailBlock[] {
  return [
    {
      table: {
        head: [t.product, t.quantity, t.price],
        rows: order.lines.map((l) => [
          `${localizedTitle(l, language)} (${[l.model, l.size && t.size(l.size)].filter(Boolean).join(', ')})`,
          String(l.quantity),
          amd(l.price * l.quantity, language),
        ]),
      },
    },
    {
      totals: [
        [t.subtotal, amd(order.subtotal, language)],
        ...(order.discounts ?? [])
          .filter((d) => d.amount > 0)
          .map((d): [string, string] => [
            t.discount(
              language === 'en' ? d.name_en : language === 'ru' ? d.name_ru : d.name,
              d.code,
            ),
            `−${amd(d.amount, language)}`,
          ]),
        [
          t.delivery,
          order.discounts?.some((d) => d.free_delivery)
            ? t.freeDelivery
            : amd(order.delivery, language),
        ],
        [t.total, amd(order.total, language)],
      ],
    },
  ];
}

const addressOf = (order: MailOrder, language: Locale) =>
  [
    `${order.name} ${order.surname}`,
    order.address,
    order.region,
    countryName(order.country, language),
    order.phone,
  ]
    .filter(Boolean)
    .join('\n');

/**
 * The customer's name in the greeting only once the order is paid. Anyone may place an order
 * with a stranger's e-mail and a "name" that is a message of their own; until a payment stands
 * behind the order the shop writes to that address nothing a visitor wrote, only the shop's
 * own sentences, the order's number and its items.
 */
const greeting = (order: MailOrder, t: MailTexts) =>
  t.hello(order.paid_at ? order.name : undefined);

/** To the customer once the order is paid, in the language they ordered in. */
export function orderConfirmation(shop: MailShop, order: MailOrder): OutgoingMail {
  const language = localeOf(order.language);
  const t = textsFor(language);
  const askShop = order.payment_type === PaymentType.Idram;
  const link: MailBlock[] = order.customer_token
    ? [
        { p: askShop ? t.followOnly : t.followLink },
        {
          button: {
            href: customerOrderUrl(shop, order.customer_token, language),
            label: t.openOrder,
          },
        },
      ]
    : [];
  return composeMail(
    shop,
    'order-confirmation',
    order.email,
    language,
    t.confirmationSubject(order.id),
    [
      { p: greeting(order, t) },
      { p: t.confirmationIntro(order.id) },
      ...linesAndTotals(order, t, language),
      {
        fields: order.pickup_point
          ? [
              [t.pickupWhere, order.pickup_address ?? ''],
              [t.pickupHours, order.pickup_hours ?? ''],
            ]
          : [[t.deliverTo, addressOf(order, language)]],
      },
      { p: askShop ? t.nextStepsAskShop : t.nextSteps },
      ...link,
      returnPolicyNote(shop, t, language),
    ],
  );
}

/** A mail to the shop about a test-paid order says so in its subject and first. */
const markedTest = (
  order: MailOrder,
  t: MailTexts,
  subject: string,
  blocks: MailBlock[],
): [string, MailBlock[]] =>
  order.test_payment
    ? [`${t.testTag} ${subject}`, [{ p: t.testPayment }, ...blocks]]
    : [subject, blocks];

/** To the shop: a paid order to prepare (in the shop's own language, Armenian). */
export function newOrderNotice(shop: MailShop, order: MailOrder): OutgoingMail {
  const t = textsFor('hy');
  const [subject, blocks] = markedTest(order, t, t.newOrderSubject(order.id), [
    ...linesAndTotals(order, t, 'hy'),
    {
      fields: [
        [t.customer, `${order.name} ${order.surname}`],
        [t.email, order.email],
        [t.phone, order.phone],
        [t.deliverTo, addressOf(order, 'hy')],
        ...(order.pickup_point
          ? [
              [t.pickupWhere, `#${order.pickup_point} ${order.pickup_address ?? ''}`] as [
                string,
                string,
              ],
            ]
          : []),
        [t.message, order.message],
      ],
    },
    { button: { href: `${shop.publicUrl}/admin/payment/orders/${order.id}`, label: t.openOrder } },
  ]);
  return composeMail(shop, 'order-new', shop.shopEmail, 'hy', subject, blocks);
}

/** To the customer: the order is on its way, delivered or cancelled. */
export function statusNotice(shop: MailShop, order: MailOrder, done: 1 | 2 | 3): OutgoingMail {
  const language = localeOf(order.language);
  const t = textsFor(language);
  const status = String(done) as '1' | '2' | '3';
  const blocks: MailBlock[] = [{ p: greeting(order, t) }, { p: t.statusIntro[status](order.id) }];
  if (done === 1 && order.shipment) {
    blocks.push(
      { p: t.shippedWith(order.shipment.carrier, order.shipment.number) },
      { button: { href: order.shipment.url, label: t.trackParcel } },
    );
  }
  if (done === 3 && order.payment_status === 'refunded') {
    blocks.push({ p: t.refunded[paymentTypeNames[order.payment_type as PaymentTypeId] ?? 'card'] });
  }
  return statusMail(shop, order, t.statusNames[status], blocks);
}

/** To the customer of an order collected in store: ready for pickup (where, when), or collected. */
export function pickupNotice(shop: MailShop, order: MailOrder, done: 1 | 2): OutgoingMail {
  const language = localeOf(order.language);
  const t = textsFor(language);
  const status = String(done) as '1' | '2';
  const blocks: MailBlock[] = [{ p: greeting(order, t) }, { p: t.pickupIntro[status](order.id) }];
  if (done === 1) {
    blocks.push({
      fields: [
        [t.pickupWhere, order.pickup_address ?? ''],
        [t.pickupHours, order.pickup_hours ?? ''],
      ],
    });
  }
  return statusMail(shop, order, t.pickupNames[status], blocks);
}

/** A status mail to the customer: its blocks, then the order's link and the return policy. */
function statusMail(
  shop: MailShop,
  order: MailOrder,
  statusName: string,
  blocks: MailBlock[],
): OutgoingMail {
  const language = localeOf(order.language);
  const t = textsFor(language);
  if (order.customer_token) {
    blocks.push({
      button: { href: customerOrderUrl(shop, order.customer_token, language), label: t.openOrder },
    });
  }
  blocks.push(returnPolicyNote(shop, t, language));
  const subject = t.statusSubject(order.id, statusName);
  return composeMail(shop, 'order-status', order.email, language, subject, blocks);
}

/** To the shop: the customer cancelled an order on their order page. */
export function customerCancelNotice(shop: MailShop, order: MailOrder): OutgoingMail {
  const t = textsFor('hy');
  const [subject, blocks] = markedTest(order, t, t.customerCancelledSubject(order.id), [
    { p: t.statusIntro['3'](order.id) },
    {
      fields: [
        [t.customer, `${order.name} ${order.surname}`],
        [t.email, order.email],
        [t.payment, order.payment_status],
      ],
    },
    ...linesAndTotals(order, t, 'hy'),
  ]);
  return composeMail(shop, 'order-cancelled', shop.shopEmail, 'hy', subject, blocks);
}
