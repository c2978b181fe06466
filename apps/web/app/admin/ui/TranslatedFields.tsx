import { Form, Input } from 'antd';
import type { StaffMessageId as MessageId } from '../../lib/i18n/messages';
import { useT } from './use-t';

const languages = [
  { suffix: '', label: 'admin.lang.hy' },
  { suffix: '_en', label: 'admin.lang.en' },
  { suffix: '_ru', label: 'admin.lang.ru' },
] as const satisfies readonly { suffix: string; label: MessageId }[];

interface TranslatedFieldsProps {
  /** The Armenian field's name; `_en` and `_ru` follow it. */
  name: string;
  label: MessageId;
  max: number;
  /** The Armenian text is required (the API's default locale). */
  required?: boolean;
  multiline?: boolean;
}

/** One text in the three languages: `name` (Armenian), `name_en`, `name_ru`. */
export function TranslatedFields({ name, label, max, required, multiline }: TranslatedFieldsProps) {
  const t = useT();
  return (
    <>
      {languages.map(({ suffix, label: language }) => {
        const fieldLabel = t('admin.field.inLanguage', { field: t(label), language: t(language) });
        const isRequired = Boolean(required) && suffix === '';
        return (
          <Form.Item
            key={suffix}
            name={`${name}${suffix}`}
            label={fieldLabel}
            rules={[
              ...(isRequired
                ? [{ required: true, whitespace: true, message: t('admin.field.required') }]
                : []),
              { max, message: t('admin.field.tooLong', { max }) },
            ]}
          >
            {multiline ? <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} /> : <Input />}
          </Form.Item>
        );
      })}
    </>
  );
}

export const translationSuffixes = languages.map((language) => language.suffix);
export { languages as translationLanguages };
