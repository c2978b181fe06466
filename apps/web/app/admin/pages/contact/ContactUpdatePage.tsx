import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Tabs, Typography } from 'antd';
import { useNotify } from '../../client/use-notify';
import type { Contact } from '../../client/types';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { LoadState } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { tabKey, translationLanguages, useTranslatedTabs } from '../../ui/TranslatedFields';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { parseAddresses, updateContact, useContact, type ContactInput } from './contact-api';

const addressFields = ['addresses', 'addresses_en', 'addresses_ru'] as const;
type AddressField = (typeof addressFields)[number];
const addressTabFields = [{ name: 'addresses' }];

/** The labels of one language's address lines: the spec's own for the Armenian ones. */
function useAddressLabels(field: AddressField) {
  const t = useT();
  if (field === 'addresses') {
    return {
      line: (number: number) => t('admin.contact.address', { number }),
      remove: (number: number) => t('admin.contact.removeAddress', { number }),
      add: t('admin.contact.addAddress'),
    };
  }
  const language = t(field === 'addresses_en' ? 'admin.lang.en' : 'admin.lang.ru');
  return {
    line: (number: number) => t('admin.contact.addressIn', { number, language }),
    remove: (number: number) => t('admin.contact.removeAddressIn', { number, language }),
    add: t('admin.contact.addAddressIn', { language }),
  };
}

/** A repeatable list of address lines ("Address 1", "Address 2", ... and "Add Address"). */
function AddressList({ field }: { field: AddressField }) {
  const t = useT();
  const labels = useAddressLabels(field);
  return (
    <Form.List name={field}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((line, index) => (
            <Form.Item
              key={line.key}
              label={labels.line(index + 1)}
              required={false}
              htmlFor={`${field}-${line.key}`}
            >
              <Flex gap={8} align="start">
                <Form.Item
                  name={[line.name, 'address']}
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
                  <Input id={`${field}-${line.key}`} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  onClick={() => remove(line.name)}
                  aria-label={labels.remove(index + 1)}
                />
              </Flex>
            </Form.Item>
          ))}
          <Form.Item>
            <Button
              type="dashed"
              onClick={() => add({ address: '' })}
              icon={<PlusOutlined />}
              disabled={fields.length >= 20}
            >
              {labels.add}
            </Button>
          </Form.Item>
        </>
      )}
    </Form.List>
  );
}

const trimmed = (lines: { address: string }[] | undefined) =>
  (lines ?? []).map(({ address }) => ({ address: address.trim() }));

/**
 * The spec's contact form: email, a repeatable list of addresses ("Address 1", "Address 2",
 * ... and "Add Address"), phone and Update; beyond it, the addresses the English and Russian
 * pages show, in their own tabs (left empty, those pages show the Armenian ones).
 */
function ContactForm({ contact }: { contact: Contact }) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<ContactInput>();
  const addresses = parseAddresses(contact.addresses);
  // a line left empty in a hidden tab: that tab opens, so its message is seen
  const tabs = useTranslatedTabs(addressTabFields);

  const save = useFormSave(
    form,
    (values: ContactInput) =>
      updateContact(contact.id, {
        email: values.email.trim(),
        phone: (values.phone ?? '').trim(),
        addresses: trimmed(values.addresses),
        addresses_en: trimmed(values.addresses_en),
        addresses_ru: trimmed(values.addresses_ru),
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
        addresses_en: parseAddresses(contact.addresses_en),
        addresses_ru: parseAddresses(contact.addresses_ru),
      }}
      onFinish={save.submit}
      onFinishFailed={tabs.onFinishFailed}
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
      <Form.Item label={t('admin.contact.addresses')} required={false}>
        <Tabs
          size="small"
          activeKey={tabs.active}
          onChange={tabs.setActive}
          items={addressFields.map((field, index) => ({
            key: tabKey(translationLanguages[index]!),
            label: t(translationLanguages[index]!.label),
            forceRender: true,
            children: (
              <>
                {field !== 'addresses' && (
                  <Typography.Paragraph type="secondary">
                    {t('admin.contact.addressesFallback')}
                  </Typography.Paragraph>
                )}
                <AddressList field={field} />
              </>
            ),
          }))}
        />
      </Form.Item>
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
