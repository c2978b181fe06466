import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useNotify } from '../../client/use-notify';
import type { Contact } from '../../client/types';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { LoadState } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { parseAddresses, updateContact, useContact, type ContactInput } from './contact-api';

/**
 * The spec's contact form: email, a repeatable list of addresses ("Address 1", "Address 2",
 * ... and "Add Address"), phone and Update.
 */
function ContactForm({ contact }: { contact: Contact }) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<ContactInput>();
  const addresses = parseAddresses(contact.addresses);

  const save = useFormSave(
    form,
    (values: ContactInput) =>
      updateContact(contact.id, {
        email: values.email.trim(),
        phone: (values.phone ?? '').trim(),
        addresses: (values.addresses ?? []).map(({ address }) => ({ address: address.trim() })),
      }),
    {
      failed: notify.error,
      saved: () => notify.success('admin.contact.updated'),
    },
  );

  return (
    <Form<ContactInput>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={{
        email: contact.email,
        phone: contact.phone,
        addresses: addresses.length > 0 ? addresses : [{ address: '' }],
      }}
      onFinish={save.submit}
    >
      <Form.Item
        name="email"
        label={t('admin.contact.email')}
        rules={[
          { required: true, message: t('admin.contact.emailInvalid') },
          { type: 'email', message: t('admin.contact.emailInvalid') },
          { max: 320, message: t('admin.field.tooLong', { max: 320 }) },
        ]}
      >
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.List name="addresses">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, index) => {
              const label = t('admin.contact.address', { number: index + 1 });
              return (
                <Form.Item
                  key={field.key}
                  label={label}
                  required={false}
                  htmlFor={`address-${field.key}`}
                >
                  <Flex gap={8} align="start">
                    <Form.Item
                      name={[field.name, 'address']}
                      noStyle
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          message: t('admin.contact.addressRequired'),
                        },
                        { max: 500, message: t('admin.field.tooLong', { max: 500 }) },
                      ]}
                    >
                      <Input id={`address-${field.key}`} />
                    </Form.Item>
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      onClick={() => remove(field.name)}
                      aria-label={t('admin.contact.removeAddress', { number: index + 1 })}
                    />
                  </Flex>
                </Form.Item>
              );
            })}
            <Form.Item>
              <Button
                type="dashed"
                onClick={() => add({ address: '' })}
                icon={<PlusOutlined />}
                disabled={fields.length >= 20}
              >
                {t('admin.contact.addAddress')}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
      <Form.Item
        name="phone"
        label={t('admin.contact.phone')}
        rules={[{ max: 40, message: t('admin.field.tooLong', { max: 40 }) }]}
      >
        <Input type="tel" autoComplete="off" />
      </Form.Item>
      <FormError message={save.formError} />
      <FormActions pending={save.pending} submitLabel={t('admin.contact.update')} />
    </Form>
  );
}

export function ContactUpdatePage() {
  const t = useT();
  const query = useContact();
  return (
    <>
      <PageTitle>{t('admin.page.contactUpdate')}</PageTitle>
      <LoadState query={query}>{(contact) => <ContactForm contact={contact} />}</LoadState>
    </>
  );
}
