import {
  CarOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  ExperimentOutlined,
  FieldTimeOutlined,
  RollbackOutlined,
  ShoppingOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import type { StaffMessageId as MessageId } from '../../../lib/i18n/messages';
import type { TagLook } from '../../ui/StatusTag';

export const statusLabels: Record<number, MessageId> = {
  0: 'admin.orders.status.0',
  1: 'admin.orders.status.1',
  2: 'admin.orders.status.2',
  3: 'admin.orders.status.3',
};
export const statusLooks: Record<number, TagLook> = {
  0: { tone: 'processing', icon: ShoppingOutlined },
  1: { tone: 'warning', icon: CarOutlined },
  2: { tone: 'success', icon: CheckCircleOutlined },
  3: { tone: 'default', icon: CloseCircleOutlined },
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
export const paymentLooks: Record<string, TagLook> = {
  paid: { tone: 'success', icon: CheckCircleOutlined },
  pending: { tone: 'warning', icon: ClockCircleOutlined },
  declined: { tone: 'error', icon: CloseCircleOutlined },
  expired: { tone: 'default', icon: FieldTimeOutlined },
  refunding: { tone: 'processing', icon: SyncOutlined },
  refunded: { tone: 'default', icon: RollbackOutlined },
};
/** An order paid through the built-in test gateway: told apart from a real payment at a glance. */
export const testPaymentLook: TagLook = { tone: 'error', icon: ExperimentOutlined };
