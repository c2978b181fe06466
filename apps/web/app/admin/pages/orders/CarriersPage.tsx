import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Typography } from 'antd';
import type { Carrier, CarrierBody } from '@voski/contract';
import {
  CARRIER_NAME_MAX,
  NUMBER_PLACEHOLDER,
  TRACKING_URL_MAX,
} from '@voski/contract/fulfilment-limits';
import { useAction } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import { FormError } from '../../ui/FormError';
import { KeyboardPopconfirm } from '../../ui/KeyboardPopconfirm';
import { LoadState } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { deleteCarrier, saveCarrier, useCarriers } from './fulfilment-api';

const emptyCarrier: CarrierBody = { name: '', tracking_url: '' };

/** One carrier's form: a saved one (rename, change the address, remove) or a new one. */
function CarrierForm({ carrier }: { carrier: Carrier | null }) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<CarrierBody>();
  const save = useFormSave(
    form,
    (values: CarrierBody) => saveCarrier(carrier?.id ?? null, values),
    {
      failed: () => undefined,
      saved: () => {
        if (!carrier) form.resetFields();
        notify.success(carrier ? 'admin.carriers.saved' : 'admin.carriers.added');
      },
    },
  );
  const remove = useAction(async () => {
    try {
      await deleteCarrier(carrier!.id);
      notify.success('admin.carriers.deleted');
    } catch (error) {
      notify.error(error);
    }
  });
  const label = carrier?.name ?? t('admin.carriers.new');
  return (
    <Card size="small" title={label}>
      <Form<CarrierBody>
        form={form}
        layout="vertical"
        initialValues={carrier ?? emptyCarrier}
        onFinish={save.submit}
        aria-label={label}
      >
        <Form.Item
          name="name"
          label={t('admin.carriers.name')}
          rules={[{ required: true, whitespace: true, message: t('admin.carriers.nameRequired') }]}
        >
          <Input maxLength={CARRIER_NAME_MAX} />
        </Form.Item>
        <Form.Item
          name="tracking_url"
          label={t('admin.carriers.trackingUrl')}
          extra={t('admin.carriers.trackingUrlHelp', { placeholder: NUMBER_PLACEHOLDER })}
          rules={[
            {
              required: true,
              pattern: /^https?:\/\/\S*\{number\}\S*$/,
              message: t('admin.carriers.trackingUrlHelp', { placeholder: NUMBER_PLACEHOLDER }),
            },
          ]}
        >
          <Input maxLength={TRACKING_URL_MAX} inputMode="url" spellCheck={false} />
        </Form.Item>
        <FormError message={save.formError} />
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={save.pending}
            icon={carrier ? undefined : <PlusOutlined />}
          >
            {t(carrier ? 'admin.carriers.save' : 'admin.carriers.add')}
          </Button>
          {carrier && (
            <KeyboardPopconfirm
              title={t('admin.carriers.deleteConfirm', { name: carrier.name })}
              okText={t('admin.carriers.delete')}
              okButtonProps={{ danger: true }}
              cancelText={t('admin.action.back')}
              onConfirm={() => void remove.run()}
            >
              <Button danger icon={<DeleteOutlined />} loading={remove.pending}>
                {t('admin.carriers.delete')}
              </Button>
            </KeyboardPopconfirm>
          )}
        </Space>
      </Form>
    </Card>
  );
}

/** The carriers orders are sent with: a name and a tracking address with `{number}`. */
export function CarriersPage() {
  const t = useT();
  const query = useCarriers();
  return (
    <>
      <PageTitle>{t('admin.page.carriers')}</PageTitle>
      <Typography.Paragraph type="secondary">{t('admin.carriers.intro')}</Typography.Paragraph>
      <LoadState query={query}>
        {(carriers) => (
          <Space direction="vertical" size="middle" style={{ width: '100%', maxWidth: 720 }}>
            {carriers.map((carrier) => (
              <CarrierForm key={`${carrier.id}-${carrier.updated_at}`} carrier={carrier} />
            ))}
            <CarrierForm carrier={null} />
          </Space>
        )}
      </LoadState>
    </>
  );
}
