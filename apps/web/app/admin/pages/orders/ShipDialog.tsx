import { Alert, Form, Input, Modal, Select } from 'antd';
import { normalTrackingNumber, TRACKING_NUMBER_PATTERN } from '@voski/contract/fulfilment-limits';
import { FormError } from '../../ui/FormError';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { shipOrder, useCarriers } from './fulfilment-api';

interface ShipValues {
  carrier_id: number;
  tracking_number: string;
}

/** As the server reads it: spaces dropped, letters upper-cased. */
const isTrackingNumber = (value: string | undefined) =>
  !value || TRACKING_NUMBER_PATTERN.test(normalTrackingNumber(value));

/**
 * "Mark as in transit" asks how the parcel travels before it goes: the carrier from the staff's
 * list and its tracking number, which the customer's e-mail and order page link to.
 */
export function ShipDialog({
  orderId,
  onClose,
  onShipped,
}: {
  orderId: number;
  onClose: () => void;
  onShipped: () => void;
}) {
  const t = useT();
  const [form] = Form.useForm<ShipValues>();
  const carriers = useCarriers();
  const save = useFormSave(
    form,
    (values: ShipValues) => shipOrder(orderId, values.carrier_id, values.tracking_number),
    { failed: () => undefined, saved: onShipped },
  );
  const none = carriers.data?.length === 0;
  return (
    <Modal
      open
      title={t('admin.order.shipTitle', { id: orderId })}
      okText={t('admin.order.send')}
      cancelText={t('admin.action.back')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={save.pending}
      okButtonProps={{ disabled: none }}
      destroyOnHidden
      // a click beside it keeps what was typed
      maskClosable={false}
    >
      {none && <Alert type="warning" showIcon message={t('admin.order.noCarriers')} />}
      <Form<ShipValues> form={form} layout="vertical" onFinish={save.submit}>
        <Form.Item
          name="carrier_id"
          label={t('admin.order.carrier')}
          rules={[{ required: true, message: t('admin.order.carrierRequired') }]}
        >
          <Select
            loading={carriers.fetching}
            options={(carriers.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <Form.Item
          name="tracking_number"
          label={t('admin.order.trackingNumber')}
          extra={t('admin.order.trackingNumberRule')}
          rules={[
            { required: true, message: t('admin.order.trackingNumberRule') },
            {
              validator: (_, value?: string) =>
                isTrackingNumber(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('admin.order.trackingNumberInvalid'))),
            },
          ]}
        >
          <Input autoComplete="off" spellCheck={false} />
        </Form.Item>
        <FormError message={save.formError} />
      </Form>
    </Modal>
  );
}
