import { Checkbox, Form, Input, InputNumber, Select, Switch } from 'antd';
import { useNavigate } from 'react-router';
import type { Promotion, PromotionBody, PromotionKind } from '@voski/contract';
import { promotionKinds } from '@voski/contract/promotion-rules';
import { SHOP_TIME_ZONE } from '@voski/contract/shop-days';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { StaffMessageId } from '../../../lib/i18n/messages';
import { useNotify } from '../../client/use-notify';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { RequiredSelect } from '../../ui/FormControls';
import { AddRecordPage, EditRecordPage } from '../../ui/RecordPage';
import { TranslatedFields } from '../../ui/TranslatedFields';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { useCategories } from '../categories/categories-api';
import { useMetalKinds } from '../metals/metals-api';
import { useDeliveryZones } from '../orders/zones-api';
import { savePromotion, usePromotion } from './promotions-api';

interface Values {
  name: string;
  name_en: string;
  name_ru: string;
  kind: PromotionKind;
  value: number | null;
  targets: {
    all: boolean;
    categories: number[];
    /** As typed into the tags select: numbers, or texts of digits. */
    products: (number | string)[];
    metal: string | null;
    fineness: number | null;
  };
  /** `YYYY-MM-DDTHH:mm`, Yerevan time; '' for none. */
  starts_at: string;
  ends_at: string;
  paused: boolean;
  code: string;
  min_basket: number | null;
  usage_limit: number | null;
  usage_limit_per_email: number | null;
  free_delivery: boolean;
  free_delivery_zones: string[];
  free_delivery_over: number | null;
}

const localFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** A moment as the shop's wall clock shows it, for a datetime-local field. */
function shopLocal(iso: string | null): string {
  if (!iso) return '';
  const parts = Object.fromEntries(
    localFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const kindLabel = (kind: PromotionKind) => `admin.promotions.kind.${kind}` as StaffMessageId;

function initialValues(p: Promotion | null): Values {
  return {
    name: p?.name ?? '',
    name_en: p?.name_en ?? '',
    name_ru: p?.name_ru ?? '',
    kind: p?.kind ?? 'percent',
    value: p?.value ?? null,
    targets: {
      all: p?.targets.all ?? false,
      categories: p?.targets.categories ?? [],
      products: p?.targets.products ?? [],
      metal: p?.targets.metal ?? null,
      fineness: p?.targets.fineness ?? null,
    },
    starts_at: shopLocal(p?.starts_at ?? null),
    ends_at: shopLocal(p?.ends_at ?? null),
    paused: p?.paused ?? false,
    code: p?.code ?? '',
    min_basket: p?.min_basket ?? null,
    usage_limit: p?.usage_limit ?? null,
    usage_limit_per_email: p?.usage_limit_per_email ?? null,
    free_delivery: p?.free_delivery ?? false,
    free_delivery_zones: p?.free_delivery_zones ?? [],
    free_delivery_over: p?.free_delivery_over ?? null,
  };
}

function bodyOf(values: Values): PromotionBody {
  const code = values.code.trim();
  // Free delivery is a code's: its fields are hidden (and not sent) otherwise.
  const free = code !== '' && values.free_delivery;
  return {
    name: values.name.trim(),
    name_en: values.name_en.trim(),
    name_ru: values.name_ru.trim(),
    kind: values.kind,
    value: values.value ?? 0,
    targets: {
      all: values.targets.all,
      categories: values.targets.categories,
      products: values.targets.products.map((id) => Number(String(id).trim())),
      metal: values.targets.metal,
      fineness: values.targets.fineness,
    },
    starts_at: values.starts_at || null,
    ends_at: values.ends_at || null,
    paused: values.paused,
    code: code || null,
    // A sale without a code has neither a minimum nor limits: the fields are hidden then.
    min_basket: code ? values.min_basket : null,
    usage_limit: code ? values.usage_limit : null,
    usage_limit_per_email: code ? values.usage_limit_per_email : null,
    free_delivery: free,
    free_delivery_zones: free ? values.free_delivery_zones : [],
    free_delivery_over: free ? values.free_delivery_over : null,
  };
}

function PromotionForm({ promotion }: { promotion: Promotion | null }) {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const categories = useCategories();
  const metals = useMetalKinds();
  const zones = useDeliveryZones();
  const kind = Form.useWatch('kind', form) ?? promotion?.kind ?? 'percent';
  const code = Form.useWatch('code', form) ?? promotion?.code ?? '';
  const freeWatched = Form.useWatch('free_delivery', form) ?? promotion?.free_delivery ?? false;
  const freeDelivery = code.trim() !== '' && freeWatched;
  const metal = Form.useWatch(['targets', 'metal'], form) ?? promotion?.targets.metal ?? null;
  const finenesses = metals.data?.find((m) => m.key === metal)?.finenesses ?? [];

  const save = useFormSave(
    form,
    (values: Values) => savePromotion(promotion?.id ?? null, bodyOf(values)),
    {
      failed: notify.error,
      saved: async () => {
        notify.success(promotion ? 'admin.promotions.updated' : 'admin.promotions.added');
        await navigate('/admin/promotions/all');
      },
    },
  );

  const categoryOptions = (categories.data ?? []).flatMap((top) => [
    { value: top.id, label: pick(top, 'name', locale) },
    ...top.children.map((sub) => ({
      value: sub.id,
      label: `${pick(top, 'name', locale)} › ${pick(sub, 'name', locale)}`,
    })),
  ]);

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={initialValues(promotion)}
      onFinish={save.submit}
      scrollToFirstError
    >
      <TranslatedFields name="name" label="admin.field.name" max={100} required="all" />
      <Form.Item name="kind" label={t('admin.promotions.kind')} rules={[{ required: true }]}>
        <RequiredSelect<PromotionKind>
          options={promotionKinds.map((k) => ({ value: k, label: t(kindLabel(k)) }))}
        />
      </Form.Item>
      <Form.Item
        name="value"
        label={t(
          kind === 'amount' ? 'admin.promotions.valueAmount' : 'admin.promotions.valuePercent',
        )}
        extra={kind === 'making_percent' ? t('admin.promotions.makingHelp') : undefined}
        rules={[
          { required: true, message: t('admin.promotions.valueRequired') },
          {
            type: 'number',
            // A code giving free delivery may take nothing else off.
            min: freeDelivery ? 0 : 1,
            max: kind === 'amount' ? 100_000_000 : 100,
            message: t(
              kind === 'amount'
                ? 'admin.promotions.valueRequired'
                : 'admin.promotions.percentRange',
            ),
          },
        ]}
      >
        <InputNumber precision={0} min={freeDelivery ? 0 : 1} style={{ width: 200 }} />
      </Form.Item>
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ fontSize: 16, marginBottom: 8 }}>{t('admin.promotions.targets')}</legend>
        <Form.Item name={['targets', 'all']} valuePropName="checked">
          <Checkbox>{t('admin.promotions.targetAll')}</Checkbox>
        </Form.Item>
        <Form.Item name={['targets', 'categories']} label={t('admin.promotions.targetCategories')}>
          <Select mode="multiple" options={categoryOptions} optionFilterProp="label" allowClear />
        </Form.Item>
        <Form.Item
          name={['targets', 'products']}
          label={t('admin.promotions.targetProducts')}
          extra={t('admin.promotions.targetProductsHelp')}
          rules={[
            {
              validator: (_, value: (number | string)[] | undefined) =>
                (value ?? []).every((id) => /^\d{1,9}$/.test(String(id).trim()))
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('admin.promotions.productIds'))),
            },
          ]}
        >
          <Select mode="tags" tokenSeparators={[',', ' ']} open={false} />
        </Form.Item>
        <Form.Item name={['targets', 'metal']} label={t('admin.promotions.targetMetal')}>
          <Select
            allowClear
            options={(metals.data ?? []).map((m) => ({
              value: m.key,
              label: pick(m, 'name', locale),
            }))}
            onChange={() => form.setFieldValue(['targets', 'fineness'], null)}
          />
        </Form.Item>
        <Form.Item name={['targets', 'fineness']} label={t('admin.promotions.targetFineness')}>
          <Select
            allowClear
            disabled={!metal}
            options={finenesses.map((f) => ({ value: f, label: String(f) }))}
          />
        </Form.Item>
      </fieldset>
      <Form.Item
        name="starts_at"
        label={t('admin.promotions.startsAt')}
        extra={t('admin.promotions.datesHelp')}
      >
        <Input type="datetime-local" style={{ width: 260 }} />
      </Form.Item>
      <Form.Item name="ends_at" label={t('admin.promotions.endsAt')}>
        <Input type="datetime-local" style={{ width: 260 }} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('admin.promotions.code')}
        extra={t('admin.promotions.codeHelp')}
        rules={[
          { max: 40, message: t('admin.field.tooLong', { max: 40 }) },
          {
            pattern: /^\s*([A-Za-z0-9][A-Za-z0-9_-]{2,39})?\s*$/,
            message: t('admin.promotions.codeRule'),
          },
        ]}
      >
        <Input style={{ width: 260, textTransform: 'uppercase' }} />
      </Form.Item>
      {code.trim() !== '' && (
        <>
          <Form.Item name="min_basket" label={t('admin.promotions.minBasket')}>
            <InputNumber precision={0} min={1} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="usage_limit" label={t('admin.promotions.usageLimit')}>
            <InputNumber precision={0} min={1} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name="usage_limit_per_email" label={t('admin.promotions.usageLimitPerEmail')}>
            <InputNumber precision={0} min={1} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item
            name="free_delivery"
            valuePropName="checked"
            extra={t('admin.promotions.freeDeliveryHelp')}
          >
            <Checkbox>{t('admin.promotions.freeDelivery')}</Checkbox>
          </Form.Item>
          {freeDelivery && (
            <>
              <Form.Item name="free_delivery_zones" label={t('admin.promotions.freeDeliveryZones')}>
                <Select
                  mode="multiple"
                  allowClear
                  options={(zones.data?.data ?? []).map((zone) => ({
                    value: zone.zone,
                    label: pick(zone, 'name', locale),
                  }))}
                />
              </Form.Item>
              <Form.Item name="free_delivery_over" label={t('admin.promotions.freeDeliveryOver')}>
                <InputNumber precision={0} min={1} style={{ width: 200 }} />
              </Form.Item>
            </>
          )}
        </>
      )}
      <Form.Item name="paused" label={t('admin.promotions.pausedLabel')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <FormError message={save.formError} />
      <FormActions pending={save.pending} backTo="/admin/promotions/all" />
    </Form>
  );
}

export function PromotionAddPage() {
  return (
    <AddRecordPage title="admin.page.promotionsAdd">
      <PromotionForm promotion={null} />
    </AddRecordPage>
  );
}

export function PromotionEditPage() {
  return (
    <EditRecordPage title="admin.page.promotionsEdit" useRecord={usePromotion}>
      {(promotion) => <PromotionForm key={promotion.id} promotion={promotion} />}
    </EditRecordPage>
  );
}
