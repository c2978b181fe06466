import { Button, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import type { Promotion, PromotionState } from '@voski/contract';
import { promotionStates } from '@voski/contract/promotion-rules';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { StaffMessageId } from '../../../lib/i18n/messages';
import { usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import { formatAmd, formatDateTime } from '../../ui/format';
import { positiveParam } from '../../ui/page-param';
import { ListTitle, RowActions } from '../../ui/RecordList';
import { QueryError } from '../../ui/QueryError';
import { StatusTag, type TagLook } from '../../ui/StatusTag';
import { useAddressQuery } from '../../ui/use-address-query';
import { useT } from '../../ui/use-t';
import {
  bodyOf,
  deletePromotion,
  PROMOTIONS_PAGE_SIZE,
  savePromotion,
  usePromotions,
} from './promotions-api';

const stateLooks: Record<PromotionState, TagLook> = {
  running: { tone: 'success' },
  scheduled: { tone: 'processing' },
  paused: { tone: 'warning' },
  ended: { tone: 'default' },
};
const stateLabel = (state: PromotionState) => `admin.promotions.state.${state}` as StaffMessageId;

/** Sales and discount codes (issue 37): their state now and how many orders used each. */
export function PromotionsPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const [params, changeParams] = useAddressQuery();
  const page = positiveParam(params.get('page')) ?? 1;
  const state = promotionStates.find((s) => s === params.get('state'));
  const query = usePromotions(page, state);
  const pending = usePendingRows<number>();

  const run = (promotion: Promotion, action: () => Promise<unknown>, done: StaffMessageId) =>
    pending.track(promotion.id, async () => {
      try {
        await action();
        notify.success(done);
      } catch (error) {
        notify.error(error);
      }
    });

  const kindText = (p: Promotion) => {
    const off = p.value > 0 ? offText(p) : null;
    const free = p.free_delivery ? t('admin.promotions.freeDeliveryValue') : null;
    return [off, free].filter(Boolean).join(' + ');
  };

  const offText = (p: Promotion) =>
    p.kind === 'amount'
      ? t('admin.promotions.kindAmountValue', { amount: formatAmd(p.value, locale) })
      : t(
          p.kind === 'percent'
            ? 'admin.promotions.kindPercentValue'
            : 'admin.promotions.kindMakingValue',
          {
            value: p.value,
          },
        );

  const columns: TableColumnsType<Promotion> = [
    {
      title: t('admin.field.name'),
      key: 'name',
      render: (_, p) => <Typography.Text strong>{pick(p, 'name', locale)}</Typography.Text>,
    },
    { title: t('admin.promotions.kind'), key: 'kind', render: (_, p) => kindText(p) },
    {
      title: t('admin.promotions.code'),
      key: 'code',
      render: (_, p) => p.code ?? t('admin.promotions.automatic'),
    },
    {
      title: t('admin.promotions.dates'),
      key: 'dates',
      render: (_, p) =>
        `${p.starts_at ? formatDateTime(p.starts_at, locale) : '…'} – ${
          p.ends_at ? formatDateTime(p.ends_at, locale) : '…'
        }`,
    },
    {
      title: t('admin.promotions.stateColumn'),
      key: 'state',
      render: (_, p) => <StatusTag look={stateLooks[p.state]}>{t(stateLabel(p.state))}</StatusTag>,
    },
    {
      title: t('admin.promotions.uses'),
      key: 'uses',
      render: (_, p) => (p.usage_limit === null ? p.uses : `${p.uses} / ${p.usage_limit}`),
    },
    {
      title: t('admin.promotions.revenue'),
      key: 'revenue',
      render: (_, p) =>
        t('admin.promotions.revenueValue', {
          count: p.paid_orders,
          amount: formatAmd(p.revenue, locale),
        }),
    },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      width: 280,
      render: (_, p) => (
        <RowActions
          name={pick(p, 'name', locale)}
          editTo={`/admin/promotions/edit/${p.id}`}
          pending={pending.isPending(p.id)}
          onDelete={() => run(p, () => deletePromotion(p.id), 'admin.promotions.deleted')}
          question={t('admin.promotions.deleteConfirm')}
        >
          {p.state !== 'ended' && (
            <Button
              size="small"
              loading={pending.isPending(p.id)}
              onClick={() =>
                run(
                  p,
                  () => savePromotion(p.id, bodyOf(p, !p.paused)),
                  p.paused ? 'admin.promotions.resumed' : 'admin.promotions.paused',
                )
              }
            >
              {t(p.paused ? 'admin.promotions.resume' : 'admin.promotions.pause')}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <ListTitle
        title="admin.page.promotionsAll"
        addTo="/admin/promotions/add"
        addLabel="admin.page.promotionsAdd"
      />
      <p>{t('admin.promotions.intro')}</p>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<PromotionState>
          allowClear
          aria-label={t('admin.promotions.stateColumn')}
          placeholder={t('admin.promotions.stateColumn')}
          style={{ minWidth: 180 }}
          value={state}
          onChange={(value) =>
            changeParams((next) => {
              if (value) next.set('state', value);
              else next.delete('state');
              next.delete('page');
              return next;
            })
          }
          options={promotionStates.map((s) => ({ value: s, label: t(stateLabel(s)) }))}
        />
      </Space>
      {query.error && <QueryError error={query.error} onRetry={() => void query.reload()} />}
      <Table<Promotion>
        rowKey="id"
        columns={columns}
        dataSource={query.data?.data ?? []}
        loading={query.fetching}
        pagination={{
          current: page,
          pageSize: PROMOTIONS_PAGE_SIZE,
          total: query.data?.meta.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          showTotal: (count) => t('admin.list.total', { count }),
          onChange: (next) =>
            changeParams((search) => {
              if (next > 1) search.set('page', String(next));
              else search.delete('page');
              return search;
            }),
        }}
        locale={{
          emptyText: query.error ? t('admin.list.failed') : t('admin.promotions.empty'),
        }}
      />
    </>
  );
}
