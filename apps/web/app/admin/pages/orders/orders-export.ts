import type { Order } from '../../client/types';
import { buildXlsx, type Cell } from '../../ui/xlsx';
import { orderLines, sumTotals } from './order-facts';

export interface ExportLabels {
  headers: {
    id: string;
    date: string;
    name: string;
    surname: string;
    email: string;
    phone: string;
    region: string;
    address: string;
    products: string;
    subtotal: string;
    discount: string;
    discounts: string;
    delivery: string;
    total: string;
    payment: string;
    paymentStatus: string;
    testPayment: string;
    status: string;
    message: string;
  };
  sheet: string;
  sumRow: string;
  date: (iso: string) => string;
  /** Where the order goes: the region, or the country and its region, in the staff's language. */
  place: (order: Order) => string;
  paymentType: (type: number) => string;
  paymentStatus: (status: string) => string;
  /** The cell of an order paid, or not, through the built-in test gateway. */
  testPayment: (test: boolean) => string;
  status: (done: number) => string;
  /** A discount line's promotion name, in the staff's language. */
  discountName: (line: Order['discounts'][number]) => string;
  /** Said after a code that made the delivery free. */
  freeDelivery: string;
}

const widths = [8, 18, 16, 16, 28, 16, 14, 32, 48, 12, 10, 28, 10, 12, 12, 14, 22, 14, 32];

/** Each promotion the order used: its name, its code in brackets, and a free delivery. */
const discountsText = (order: Order, labels: ExportLabels) =>
  order.discounts
    .map(
      (d) =>
        `${labels.discountName(d)}${d.code ? ` (${d.code})` : ''}${
          d.free_delivery ? `, ${labels.freeDelivery}` : ''
        }`,
    )
    .join('; ');

/** The orders shown, one row each, and a last row with the sum of their totals. */
export function ordersWorkbook(
  orders: readonly Order[],
  labels: ExportLabels,
): Promise<Uint8Array> {
  const h = labels.headers;
  const header: Cell[] = [
    h.id,
    h.date,
    h.name,
    h.surname,
    h.email,
    h.phone,
    h.region,
    h.address,
    h.products,
    h.subtotal,
    h.discount,
    h.discounts,
    h.delivery,
    h.total,
    h.payment,
    h.paymentStatus,
    h.testPayment,
    h.status,
    h.message,
  ];
  const rows: Cell[][] = orders.map((order) => [
    order.id,
    labels.date(order.created_at),
    order.name,
    order.surname,
    order.email,
    order.phone,
    labels.place(order),
    order.address,
    orderLines(order)
      .map(
        (line) =>
          `${line.title}${line.model ? ` (${line.model})` : ''}${line.size ? ` [${line.size}]` : ''} × ${line.quantity} = ${line.price * line.quantity}`,
      )
      .join('; '),
    order.subtotal,
    order.discount,
    discountsText(order, labels),
    order.delivery,
    order.total,
    labels.paymentType(order.payment_type),
    labels.paymentStatus(order.payment_status),
    labels.testPayment(order.test_payment),
    labels.status(order.done),
    order.message,
  ]);
  const sum: Cell[] = [labels.sumRow, ...Array<Cell>(12).fill(null), sumTotals(orders)];
  return buildXlsx(labels.sheet, [header, ...rows, sum], widths);
}
