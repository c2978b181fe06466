import { Button, Checkbox, DatePicker, Flex, Input, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import {
  orderStatuses,
  paymentStatuses,
  type OrderStatusId,
  type PaymentStatus,
} from '@voski/contract/order-options';
import { useT } from '../../ui/use-t';
import { hasFilters, noFilters, type OrderFilters } from './order-query';

interface OrderFilterBarProps {
  filters: OrderFilters;
  onChange: (change: Partial<OrderFilters>) => void;
  statusText: (done: number) => string;
  paymentText: (status: string) => string;
}

/** Dates, statuses, payment statuses and a text search: the server applies them all. */
export function OrderFilterBar({
  filters,
  onChange,
  statusText,
  paymentText,
}: OrderFilterBarProps) {
  const t = useT();
  const range = filters.from && filters.to ? filters : null;
  // A new picker each time the range is cleared, so it does not keep days typed before; not on
  // every new range, which would drop a day typed while the list reloads.
  const rangeKey = range ? `${range.from}..${range.to}` : null;
  const [shownKey, setShownKey] = useState(rangeKey);
  const [generation, setGeneration] = useState(0);
  if (shownKey !== rangeKey) {
    setShownKey(rangeKey);
    if (rangeKey === null) setGeneration(generation + 1);
  }
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <DatePicker.RangePicker
        key={generation}
        format="YYYY-MM-DD"
        allowEmpty={[false, false]}
        value={range ? [dayjs(range.from), dayjs(range.to)] : null}
        placeholder={[t('admin.orders.from'), t('admin.orders.to')]}
        aria-label={t('admin.orders.dateRange')}
        id={{ start: 'orders-from', end: 'orders-to' }}
        onChange={(_dates, [from, to]) =>
          onChange(from && to ? { from, to } : { from: null, to: null })
        }
      />
      {range && (
        <Button onClick={() => onChange({ from: null, to: null })}>
          {t('admin.orders.allDates')}
        </Button>
      )}
      <Select<OrderStatusId[]>
        mode="multiple"
        allowClear
        value={filters.done}
        onChange={(done) => onChange({ done })}
        aria-label={t('admin.orders.statusFilter')}
        placeholder={t('admin.orders.anyStatus')}
        style={{ minWidth: 240 }}
        options={orderStatuses.map((value) => ({ value, label: statusText(value) }))}
      />
      <Select<PaymentStatus[]>
        mode="multiple"
        allowClear
        value={filters.payment_status}
        onChange={(payment_status) => onChange({ payment_status })}
        aria-label={t('admin.orders.paymentFilter')}
        placeholder={t('admin.orders.anyPayment')}
        style={{ minWidth: 280 }}
        options={paymentStatuses.map((value) => ({ value, label: paymentText(value) }))}
      />
      <Input.Search
        key={filters.query}
        defaultValue={filters.query}
        allowClear
        maxLength={100}
        enterButton={t('admin.action.search')}
        placeholder={t('admin.orders.searchPlaceholder')}
        aria-label={t('admin.orders.search')}
        onSearch={(query) => onChange({ query: query.trim() })}
        style={{ maxWidth: 420 }}
      />
      <Checkbox checked={filters.tries} onChange={(e) => onChange({ tries: e.target.checked })}>
        {t('admin.orders.showTries')}
      </Checkbox>
      {hasFilters(filters) && (
        <Button type="link" onClick={() => onChange(noFilters)}>
          {t('admin.list.clearFilters')}
        </Button>
      )}
    </Flex>
  );
}
