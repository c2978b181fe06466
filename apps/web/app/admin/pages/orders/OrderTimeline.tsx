import { Timeline, Typography } from 'antd';
import { Link } from 'react-router';
import type { TimelineEntry } from '@voski/contract';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatDateTime } from '../../ui/format';
import { useT } from '../../ui/use-t';

const colors: Record<TimelineEntry['kind'], string> = {
  placed: 'blue',
  attempt: 'gray',
  payment: 'green',
  status: 'blue',
  undo: 'orange',
  mail: 'gray',
  note: 'gold',
};

/** What happened to the order, oldest first: who did what and when. */
export function OrderTimeline({
  entries,
  statusText,
  paymentText,
}: {
  entries: readonly TimelineEntry[];
  statusText: (done: number) => string;
  paymentText: (status: string) => string;
}) {
  const t = useT();
  const locale = useLocale();
  const who = (actor: string) =>
    actor === 'customer'
      ? t('admin.timeline.customer')
      : actor === 'system'
        ? t('admin.timeline.system')
        : actor;
  const move = (entry: TimelineEntry, read: (value: string) => string) => ({
    from: read(entry.from ?? ''),
    to: read(entry.to ?? ''),
  });
  const status = (value: string) => statusText(Number(value));

  const what = (entry: TimelineEntry) => {
    switch (entry.kind) {
      case 'placed':
        return t('admin.timeline.placed');
      case 'payment':
        return t('admin.timeline.payment', move(entry, paymentText));
      case 'status':
        return t('admin.timeline.status', move(entry, status));
      case 'undo':
        return t('admin.timeline.undo', move(entry, status));
      case 'mail':
        return t('admin.timeline.mail', { to: entry.to ?? '', subject: entry.detail });
      case 'note':
        return t('admin.timeline.note');
      case 'attempt':
        return (
          <>
            {t('admin.timeline.attempt', { status: paymentText(entry.to ?? '') })}{' '}
            <Link to={`/admin/payment/orders/${entry.detail.replace('#', '')}`}>
              {entry.detail}
            </Link>
          </>
        );
    }
  };

  return (
    <Timeline
      data-testid="order-timeline"
      items={entries.map((entry, index) => ({
        key: index,
        color: colors[entry.kind],
        children: (
          <>
            <div>{what(entry)}</div>
            {(entry.kind === 'status' || entry.kind === 'note') && entry.detail && (
              <div style={{ whiteSpace: 'pre-wrap' }}>{entry.detail}</div>
            )}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDateTime(entry.at, locale)} · {who(entry.actor)}
            </Typography.Text>
          </>
        ),
      }))}
    />
  );
}
