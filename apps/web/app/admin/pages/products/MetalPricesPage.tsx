import { useState } from 'react';
import { Button, Form, InputNumber, Table, Typography, type TableColumnsType } from 'antd';
import type {
  MetalKindRecord,
  MetalPrice,
  MetalPriceBody,
  MetalPriceChange,
} from '@voski/contract';
import { pick } from '../../../lib/i18n/locale';
import { useMetalKinds } from '../metals/metals-api';
import { useNotify } from '../../client/use-notify';
import { RequiredSelect } from '../../ui/FormControls';
import { LoadState } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatDateTime } from '../../ui/format';
import { saveMetalPrice, useMetalPriceHistory, useMetalPrices } from './metal-prices-api';

const PRICE_PER_GRAM_MAX = 10_000_000;

/** The columns today's prices and their history share: when, metal, fineness, price per gram. */
function usePriceColumns() {
  const t = useT();
  const locale = useLocale();
  const kinds = useMetalKinds().data ?? [];
  // A kind deleted since keeps its code in the history.
  const metalLabel = (key: string) => {
    const kind = kinds.find((k) => k.key === key);
    return kind ? pick(kind, 'name', locale) : key;
  };
  const column = {
    updated: {
      title: t('admin.metal.updated'),
      key: 'updated_at',
      render: (_: unknown, p: MetalPrice) => formatDateTime(p.updated_at, locale),
    },
    metal: {
      title: t('admin.metal.metal'),
      key: 'metal',
      render: (_: unknown, p: MetalPrice) => metalLabel(p.metal),
    },
    fineness: { title: t('admin.metal.fineness'), dataIndex: 'fineness', key: 'fineness' },
    price: {
      title: t('admin.metal.pricePerGram'),
      dataIndex: 'price_per_gram',
      key: 'price_per_gram',
      align: 'right' as const,
    },
  };
  return column;
}

/** 750 where the kind has it (the commonest gold), else its first fineness. */
const usual = (finenesses: number[]) => (finenesses.includes(750) ? 750 : finenesses[0]);

/** Admins set a metal's price per gram; products priced by weight follow it. */
function MetalPriceForm({ prices, kinds }: { prices: MetalPrice[]; kinds: MetalKindRecord[] }) {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const [form] = Form.useForm<MetalPriceBody>();
  const [repriced, setRepriced] = useState<number | null>(null);
  const chosenKey = Form.useWatch('metal', form);
  const chosen = kinds.find((kind) => kind.key === chosenKey);
  const save = useFormSave(
    form,
    async (values: MetalPriceBody) => setRepriced(await saveMetalPrice(values)),
    { failed: notify.error, saved: () => notify.success('admin.metal.saved') },
  );
  const column = usePriceColumns();
  const columns: TableColumnsType<MetalPrice> = [
    column.metal,
    column.fineness,
    column.price,
    column.updated,
  ];
  return (
    <>
      <section aria-labelledby="metal-today">
        <Typography.Title level={2} id="metal-today" style={{ fontSize: 20 }}>
          {t('admin.metal.today')}
        </Typography.Title>
        <Table
          rowKey={(p) => `${p.metal} ${p.fineness}`}
          columns={columns}
          dataSource={[...prices].sort(
            (a, b) => a.metal.localeCompare(b.metal) || a.fineness - b.fineness,
          )}
          pagination={false}
          locale={{ emptyText: t('admin.metal.none') }}
          style={{ maxWidth: 720, marginBottom: 24 }}
        />
      </section>
      <Form<MetalPriceBody>
        form={form}
        layout="vertical"
        onFinish={save.submit}
        initialValues={
          kinds[0] ? { metal: kinds[0].key, fineness: usual(kinds[0].finenesses) } : undefined
        }
        style={{ maxWidth: 420 }}
      >
        <Form.Item name="metal" label={t('admin.metal.metal')} rules={[{ required: true }]}>
          <RequiredSelect<string>
            aria-required
            options={kinds.map((kind) => ({ value: kind.key, label: pick(kind, 'name', locale) }))}
            onChange={(key) => {
              const fineness = form.getFieldValue('fineness') as number | undefined;
              const next = kinds.find((kind) => kind.key === key);
              if (next && fineness !== undefined && !next.finenesses.includes(fineness)) {
                form.setFieldValue('fineness', next.finenesses[0]);
              }
            }}
          />
        </Form.Item>
        <Form.Item name="fineness" label={t('admin.metal.fineness')} rules={[{ required: true }]}>
          <RequiredSelect<number>
            aria-required
            options={(chosen?.finenesses ?? []).map((f) => ({ value: f, label: String(f) }))}
          />
        </Form.Item>
        <Form.Item
          name="price_per_gram"
          label={t('admin.metal.pricePerGram')}
          rules={[{ required: true, type: 'integer', min: 1, max: PRICE_PER_GRAM_MAX }]}
        >
          <InputNumber min={1} max={PRICE_PER_GRAM_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.pending}>
          {t('admin.metal.save')}
        </Button>
        <p role="status" style={{ marginTop: 12 }}>
          {repriced !== null && t('admin.metal.repriced', { count: repriced })}
        </p>
      </Form>
    </>
  );
}

/** Every price set, newest first: who set which price when. */
function MetalPriceHistory() {
  const t = useT();
  const [page, setPage] = useState(1);
  const query = useMetalPriceHistory(page);
  const column = usePriceColumns();
  const columns: TableColumnsType<MetalPriceChange> = [
    column.updated,
    column.metal,
    column.fineness,
    column.price,
    { title: t('admin.metal.changedBy'), key: 'changed_by', render: (_, p) => p.changed_by ?? '—' },
  ];
  return (
    <section aria-labelledby="metal-history" style={{ marginTop: 32, maxWidth: 880 }}>
      <Typography.Title level={2} id="metal-history" style={{ fontSize: 20 }}>
        {t('admin.metal.history')}
      </Typography.Title>
      <Table
        rowKey={(p) => `${p.metal} ${p.fineness} ${p.updated_at}`}
        columns={columns}
        dataSource={query.data?.data ?? []}
        loading={query.fetching}
        locale={{ emptyText: query.error ? t('admin.list.failed') : t('admin.metal.none') }}
        pagination={{
          current: page,
          pageSize: query.data?.meta.per_page ?? 20,
          total: query.data?.meta.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          showTotal: (count) => t('admin.list.total', { count }),
          onChange: setPage,
        }}
      />
    </section>
  );
}

export function MetalPricesPage() {
  const t = useT();
  const query = useMetalPrices();
  const kinds = useMetalKinds();
  return (
    <>
      <PageTitle>{t('admin.page.metalPrices')}</PageTitle>
      <p>{t('admin.metal.intro')}</p>
      <LoadState query={query}>
        {(prices) => (
          <LoadState query={kinds}>
            {(list) => <MetalPriceForm prices={prices} kinds={list} />}
          </LoadState>
        )}
      </LoadState>
      <MetalPriceHistory />
    </>
  );
}
