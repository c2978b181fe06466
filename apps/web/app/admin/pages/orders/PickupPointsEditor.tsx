import { Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import type { PickupPointView } from '@voski/contract';
import { localeSuffix, type Locale } from '@voski/contract/locales';
import { useLocale } from '../../../lib/i18n/use-locale';
import type { Contact } from '../../client/types';
import { useNotify } from '../../client/use-notify';
import { FormError } from '../../ui/FormError';
import { LoadState } from '../../ui/LoadState';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { parseAddresses, useContact } from '../contact/contact-api';
import { savePickupPoints, usePickupPoints } from './zones-api';

const HOURS_MAX = 300;
const hoursFields = [
  { field: 'hours', language: 'admin.lang.hy' },
  { field: 'hours_en', language: 'admin.lang.en' },
  { field: 'hours_ru', language: 'admin.lang.ru' },
] as const;

interface PointValues {
  chosen: boolean;
  hours: string;
  hours_en: string;
  hours_ru: string;
}
interface Values {
  points: PointValues[];
}

function PointsForm({ addresses, points }: { addresses: string[]; points: PickupPointView[] }) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();
  const chosen = Form.useWatch('points', form);
  const save = useFormSave(
    form,
    (values: Values) =>
      savePickupPoints(
        values.points.flatMap((p, i) =>
          p.chosen
            ? [{ id: i + 1, hours: p.hours, hours_en: p.hours_en, hours_ru: p.hours_ru }]
            : [],
        ),
      ),
    { failed: notify.error, saved: () => notify.success('admin.pickup.saved') },
  );
  const initial: Values = {
    points: addresses.map((_, i) => {
      const point = points.find((p) => p.id === i + 1);
      return {
        chosen: Boolean(point),
        hours: point?.hours ?? '',
        hours_en: point?.hours_en ?? '',
        hours_ru: point?.hours_ru ?? '',
      };
    }),
  };
  if (!addresses.length)
    return <Typography.Paragraph>{t('admin.pickup.none')}</Typography.Paragraph>;
  return (
    <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={save.submit}>
      {addresses.map((address, i) => (
        <fieldset key={i} style={{ border: 0, padding: 0, margin: '0 0 16px' }}>
          <legend style={{ fontSize: 14, border: 0, marginBottom: 8, width: 'auto' }}>
            <Form.Item name={['points', i, 'chosen']} valuePropName="checked" noStyle>
              <Checkbox>{`${t('admin.pickup.point')}: ${address}`}</Checkbox>
            </Form.Item>
          </legend>
          {chosen?.[i]?.chosen && (
            <div style={{ paddingInlineStart: 24 }}>
              {hoursFields.map(({ field, language }) => (
                <Form.Item
                  key={field}
                  name={['points', i, field]}
                  label={t('admin.field.inLanguage', {
                    field: t('admin.pickup.hours'),
                    language: t(language),
                  })}
                  rules={[
                    { required: true, whitespace: true, message: t('admin.field.required') },
                    { max: HOURS_MAX, message: t('admin.field.tooLong', { max: HOURS_MAX }) },
                  ]}
                >
                  <Input />
                </Form.Item>
              ))}
            </div>
          )}
        </fieldset>
      ))}
      <FormError message={save.formError} />
      <Button type="primary" htmlType="submit" loading={save.pending}>
        {t('admin.pickup.save')}
      </Button>
    </Form>
  );
}

/**
 * The shop's addresses by number (the Armenian list's), each in the staff member's language
 * where the contact information has it.
 */
function shownAddresses(contact: Contact, locale: Locale): string[] {
  const own = parseAddresses(contact[`addresses${localeSuffix[locale]}`]);
  return parseAddresses(contact.addresses).map((a, i) => own[i]?.address ?? a.address);
}

/** Admins mark which shop addresses customers may collect orders at, and when (issue 38). */
export function PickupPointsEditor() {
  const t = useT();
  const locale = useLocale();
  const contact = useContact();
  const points = usePickupPoints();
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 18 }}>{t('admin.pickup.title')}</h2>}
      style={{ marginTop: 32, maxWidth: 960 }}
    >
      <Typography.Paragraph>{t('admin.pickup.intro')}</Typography.Paragraph>
      <LoadState query={contact}>
        {(data) => (
          <LoadState query={points}>
            {(list) => <PointsForm addresses={shownAddresses(data, locale)} points={list.data} />}
          </LoadState>
        )}
      </LoadState>
    </Card>
  );
}
