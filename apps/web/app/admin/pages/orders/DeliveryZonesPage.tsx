import {
  Button,
  Form,
  InputNumber,
  Space,
  Switch,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useEffect, useState } from 'react';
import type { DeliveryZoneView } from '@voski/contract';
import { countryName } from '@voski/contract/country-names';
import { deliveryZones as seeded } from '@voski/contract/countries';
import { Role } from '@voski/contract/roles';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { isRegion, regionLabels } from '../../../storefront/checkout/checkout-options';
import { usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import type { StaffSession } from '../../session';
import { LoadState } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { PickupPointsEditor } from './PickupPointsEditor';
import { ZoneFormModal } from './ZoneFormModal';
import { deleteDeliveryZone, saveDeliveryZones, useDeliveryZones } from './zones-api';

const FEE_MAX = 10_000_000;
const seededZones: readonly string[] = seeded;

type QuickEdit = Pick<DeliveryZoneView, 'zone' | 'fee' | 'free_above' | 'enabled' | 'pickup'>;
interface ZonesForm {
  zones: QuickEdit[];
}

/** Where a zone delivers, in the staff member's language. */
function useWhere() {
  const t = useT();
  const locale = useLocale();
  return (zone: DeliveryZoneView) =>
    [
      ...zone.countries.map((code) => countryName(code, locale)),
      ...zone.regions.map((r) => (isRegion(r) ? t(regionLabels[r]) : r)),
      ...(zone.other_countries ? [t('admin.zones.otherCountries')] : []),
    ].join(', ');
}

/**
 * Delivery zones: each one's fee (AMD), free delivery above an amount and whether orders to it
 * are taken, changed in place; Admins add zones and change where they deliver.
 */
function ZonesEditor({ zones, admin }: { zones: DeliveryZoneView[]; admin: boolean }) {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const where = useWhere();
  const [form] = Form.useForm<ZonesForm>();
  const [editing, setEditing] = useState<DeliveryZoneView | 'new' | null>(null);
  const save = useFormSave(
    form,
    (values: ZonesForm) =>
      saveDeliveryZones(values.zones.map((z) => ({ ...z, free_above: z.free_above ?? null }))),
    {
      failed: notify.error,
      saved: () => notify.success('admin.zones.saved'),
    },
  );
  // A zone added, changed or deleted starts the quick edit afresh from the list as it is now.
  useEffect(() => form.resetFields(), [zones, form]);
  const nameOf = (zone: DeliveryZoneView) => pick(zone, 'name', locale);
  const removing = usePendingRows<string>();
  const remove = (zone: string) =>
    removing.track(zone, async () => {
      try {
        await deleteDeliveryZone(zone);
        notify.success('admin.zones.deleted');
      } catch (error) {
        notify.error(error);
      }
    });

  const columns: TableColumnsType<DeliveryZoneView & { index: number }> = [
    {
      title: t('admin.zones.zone'),
      key: 'zone',
      render: (_, row) => (
        <>
          <div>{nameOf(row)}</div>
          <Typography.Text type="secondary">{where(row)}</Typography.Text>
        </>
      ),
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
            aria-label={`${t('admin.zones.fee')}: ${nameOf(row)}`}
          />
        </Form.Item>
      ),
    },
    {
      title: t('admin.zones.freeAbove'),
      key: 'free_above',
      render: (_, row) => (
        <Form.Item name={['zones', row.index, 'free_above']} noStyle>
          <InputNumber
            min={0}
            max={FEE_MAX}
            step={1000}
            precision={0}
            aria-label={`${t('admin.zones.freeAbove')}: ${nameOf(row)}`}
          />
        </Form.Item>
      ),
    },
    {
      title: t('admin.zones.enabled'),
      key: 'enabled',
      render: (_, row) => (
        <Form.Item name={['zones', row.index, 'enabled']} valuePropName="checked" noStyle>
          <Switch aria-label={`${t('admin.zones.enabled')}: ${nameOf(row)}`} />
        </Form.Item>
      ),
    },
    {
      title: t('admin.zones.pickup'),
      key: 'pickup',
      render: (_, row) => (
        <Form.Item name={['zones', row.index, 'pickup']} valuePropName="checked" noStyle>
          <Switch aria-label={`${t('admin.zones.pickup')}: ${nameOf(row)}`} />
        </Form.Item>
      ),
    },
    ...(admin
      ? [
          {
            title: t('admin.zones.actions'),
            key: 'edit',
            render: (_: unknown, row: DeliveryZoneView) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => setEditing(row)}
                  aria-label={`${t('admin.zones.edit')}: ${nameOf(row)}`}
                >
                  {t('admin.zones.edit')}
                </Button>
                {!seededZones.includes(row.zone) && (
                  <ConfirmDelete
                    pending={removing.isPending(row.zone)}
                    question={t('admin.zones.deleteConfirm')}
                    label={`${t('admin.action.delete')}: ${nameOf(row)}`}
                    onConfirm={() => remove(row.zone)}
                  />
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  const quick = (z: DeliveryZoneView): QuickEdit => ({
    zone: z.zone,
    fee: z.fee,
    free_above: z.free_above,
    enabled: z.enabled,
    pickup: z.pickup,
  });

  return (
    <>
      <Typography.Paragraph style={{ maxWidth: 720 }}>
        {t('admin.zones.intro')}
      </Typography.Paragraph>
      {admin && (
        <Button style={{ marginBottom: 16 }} onClick={() => setEditing('new')}>
          {t('admin.zones.add')}
        </Button>
      )}
      <Form<ZonesForm>
        form={form}
        initialValues={{ zones: zones.map(quick) }}
        onFinish={save.submit}
        style={{ maxWidth: 960 }}
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
      {editing && (
        <ZoneFormModal
          open
          zone={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}

export function DeliveryZonesPage({ session }: { session: StaffSession }) {
  const t = useT();
  const query = useDeliveryZones();
  return (
    <>
      <PageTitle>{t('admin.page.zones')}</PageTitle>
      <LoadState query={query}>
        {(data) => <ZonesEditor zones={data.data} admin={session.role === Role.Admin} />}
      </LoadState>
      {session.role === Role.Admin && <PickupPointsEditor />}
    </>
  );
}
