import { Checkbox, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useMemo } from 'react';
import type { DeliveryZoneBody, DeliveryZoneView } from '@voski/contract';
import { armenianRegions, HOME_COUNTRY, isArmenianRegion } from '@voski/contract/countries';
import { countryOptions } from '@voski/contract/country-names';
import { useLocale } from '../../../lib/i18n/use-locale';
import { regionLabels } from '../../../storefront/checkout/checkout-options';
import { useNotify } from '../../client/use-notify';
import { FormError } from '../../ui/FormError';
import { TranslatedFields } from '../../ui/TranslatedFields';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { saveDeliveryZone } from './zones-api';

const FEE_MAX = 10_000_000;
const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9-]{0,29}$/;

type Values = DeliveryZoneBody & { zone: string };

function initialValues(zone: DeliveryZoneView | null): Values {
  return {
    zone: zone?.zone ?? '',
    name: zone?.name ?? '',
    name_en: zone?.name_en ?? '',
    name_ru: zone?.name_ru ?? '',
    countries: zone?.countries ?? [],
    regions: zone?.regions.filter(isArmenianRegion) ?? [],
    other_countries: zone?.other_countries ?? false,
    fee: zone?.fee ?? 0,
    free_above: zone?.free_above ?? null,
    enabled: zone?.enabled ?? true,
    pickup: zone?.pickup ?? false,
  };
}

/** Adding a zone (`zone` null) or changing one: names, where it delivers, fee, free above. */
export function ZoneFormModal({
  zone,
  open,
  onClose,
}: {
  zone: DeliveryZoneView | null;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();
  const countries = Form.useWatch('countries', form) ?? zone?.countries ?? [];
  const armeniaOnly = countries.length === 1 && countries[0] === HOME_COUNTRY;
  const options = useMemo(
    () => countryOptions(locale).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` })),
    [locale],
  );

  const save = useFormSave(
    form,
    ({ zone: key, ...values }: Values) => {
      const body = {
        ...values,
        regions: armeniaOnly ? (values.regions ?? []) : [],
        free_above: values.free_above ?? null,
      };
      return saveDeliveryZone(
        zone?.zone ?? key.trim(),
        zone ? 'change' : 'add',
        body as DeliveryZoneBody,
      );
    },
    {
      failed: notify.error,
      saved: () => {
        notify.success(zone ? 'admin.zones.updated' : 'admin.zones.added');
        onClose();
      },
    },
  );

  return (
    <Modal
      open={open}
      title={t(zone ? 'admin.zones.edit' : 'admin.zones.add')}
      okText={t('admin.zones.save')}
      cancelText={t('admin.zones.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.pending}
      destroyOnHidden
      width={640}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues(zone)}
        onFinish={save.submit}
        preserve={false}
      >
        {!zone && (
          <Form.Item
            name="zone"
            label={t('admin.zones.key')}
            extra={t('admin.zones.keyHelp')}
            rules={[
              { required: true, message: t('admin.field.required') },
              { pattern: KEY_PATTERN, message: t('admin.zones.keyRule') },
            ]}
          >
            <Input style={{ width: 240 }} />
          </Form.Item>
        )}
        <TranslatedFields name="name" label="admin.field.name" max={60} required="all" />
        <Form.Item name="countries" label={t('admin.zones.countries')}>
          <Select mode="multiple" options={options} optionFilterProp="label" allowClear />
        </Form.Item>
        {armeniaOnly && (
          <Form.Item
            name="regions"
            label={t('admin.zones.regions')}
            extra={t('admin.zones.regionsHelp')}
          >
            <Select
              mode="multiple"
              allowClear
              options={armenianRegions.map((r) => ({ value: r, label: t(regionLabels[r]) }))}
            />
          </Form.Item>
        )}
        <Form.Item
          name="other_countries"
          valuePropName="checked"
          extra={t('admin.zones.otherCountriesHelp')}
        >
          <Checkbox>{t('admin.zones.otherCountries')}</Checkbox>
        </Form.Item>
        <Form.Item
          name="fee"
          label={t('admin.zones.fee')}
          rules={[{ required: true, type: 'integer', min: 0, max: FEE_MAX }]}
        >
          <InputNumber min={0} max={FEE_MAX} step={500} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          name="free_above"
          label={t('admin.zones.freeAbove')}
          extra={t('admin.zones.freeAboveHelp')}
        >
          <InputNumber min={0} max={FEE_MAX} step={1000} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('admin.zones.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="pickup"
          label={t('admin.zones.pickup')}
          extra={t('admin.zones.pickupHelp')}
          valuePropName="checked"
        >
          <Switch />
        </Form.Item>
        <FormError message={save.formError} />
      </Form>
    </Modal>
  );
}
