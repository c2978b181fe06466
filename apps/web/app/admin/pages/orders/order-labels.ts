import type { StaffMessageId as MessageId } from '../../../lib/i18n/messages';

export const statusLabels: Record<number, MessageId> = {
  0: 'admin.orders.status.0',
  1: 'admin.orders.status.1',
  2: 'admin.orders.status.2',
  3: 'admin.orders.status.3',
};
export const statusColors: Record<number, string> = {
  0: 'blue',
  1: 'orange',
  2: 'green',
  3: 'default',
};
export const paymentTypeLabels: Record<number, MessageId> = {
  1: 'admin.orders.paymentType.1',
  2: 'admin.orders.paymentType.2',
  3: 'admin.orders.paymentType.3',
};
export const paymentStatusLabels: Record<string, MessageId> = {
  pending: 'admin.orders.payment.pending',
  paid: 'admin.orders.payment.paid',
  declined: 'admin.orders.payment.declined',
  expired: 'admin.orders.payment.expired',
  refunding: 'admin.orders.payment.refunding',
  refunded: 'admin.orders.payment.refunded',
};
export const paymentColors: Record<string, string> = {
  paid: 'green',
  pending: 'gold',
  declined: 'red',
  expired: 'default',
  refunding: 'purple',
  refunded: 'purple',
};
