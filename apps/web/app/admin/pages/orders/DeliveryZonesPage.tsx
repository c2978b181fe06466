import { Button, Form, InputNumber, Switch, Table, type TableColumnsType } from 'antd';
import type { DeliveryZoneView } from '@voski/contract';
import type { StaffMessageId } from '../../../lib/i18n/messages';
import { useNotify } from '../../client/use-notify';
import { LoadState } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { saveDeliveryZones, useDeliveryZones } from './zones-api';

const FEE_MAX = 10_000_000;

interface ZonesForm {
  zones: DeliveryZoneView[];
}

/** Delivery zones: each one's fee (AMD) and whether orders to it are taken. */
function ZonesEditor({ zones }: { zones: DeliveryZoneView[] }) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<ZonesForm>();
  const save = useFormSave(form, (values: ZonesForm) => saveDeliveryZones(values.zones), {
    failed: notify.error,
    saved: () => notify.success('admin.zones.saved'),
  });

  const columns: TableColumnsType<DeliveryZoneView & { index: number }> = [
    {
      title: t('admin.zones.zone'),
      key: 'zone',
      render: (_, row) => t(`admin.zones.name.${row.zone}` as StaffMessageId),
    },
    {
      title: t('admin.zones.fee'),
      key: 'fee',
      render: (_, row) => (
        <Form.Item
          name={['zones', row.index, 'fee']}
          noStyle
          rules={[{ required: true, type: 'integer', min: 0, max: FEE_MAX }]}
        >
          <InputNumber
            min={0}
            max={FEE_MAX}
            step={500}
            precision={0}
            aria-label={`${t('admin.zones.fee')}: ${t(`admin.zones.name.${row.zone}` as StaffMessageId)}`}
          />
        </Form.Item>
      ),
    },
    {
      title: t('admin.zones.enabled'),
      key: 'enabled',
      render: (_, row) => (
        <Form.Item name={['zones', row.index, 'enabled']} valuePropName="checked" noStyle>
          <Switch
            aria-label={`${t('admin.zones.enabled')}: ${t(`admin.zones.name.${row.zone}` as StaffMessageId)}`}
          />
        </Form.Item>
      ),
    },
  ];

  return (
    <Form<ZonesForm>
      form={form}
      initialValues={{ zones }}
      onFinish={save.submit}
      style={{ maxWidth: 640 }}
    >
      {zones.map((zone, index) => (
        <Form.Item key={zone.zone} name={['zones', index, 'zone']} hidden>
          <input />
        </Form.Item>
      ))}
      <Table
        rowKey="zone"
        columns={columns}
        dataSource={zones.map((zone, index) => ({ ...zone, index }))}
        pagination={false}
      />
      <Button type="primary" htmlType="submit" loading={save.pending} style={{ marginTop: 16 }}>
        {t('admin.zones.save')}
      </Button>
    </Form>
  );
}

export function DeliveryZonesPage() {
  const t = useT();
  const query = useDeliveryZones();
  return (
    <>
      <PageTitle>{t('admin.page.zones')}</PageTitle>
      <LoadState query={query}>{(data) => <ZonesEditor zones={data.data} />}</LoadState>
    </>
  );
}
