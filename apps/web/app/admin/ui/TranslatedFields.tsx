import { Form, Input, Tabs } from 'antd';
import type { StaffMessageId as MessageId } from '../../lib/i18n/messages';
import { useT } from './use-t';

const languages = [
  { suffix: '', label: 'admin.lang.hy' },
  { suffix: '_en', label: 'admin.lang.en' },
  { suffix: '_ru', label: 'admin.lang.ru' },
] as const satisfies readonly { suffix: string; label: MessageId }[];
type Language = (typeof languages)[number];

interface TranslatedFieldProps {
  /** The Armenian field's name; `_en` and `_ru` follow it. */
  name: string;
  label: MessageId;
  max: number;
  /** The Armenian text is required (the API's default locale). */
  required?: boolean;
  multiline?: boolean;
}

/** One language of a translated text: "Title (English)" for `title_en`. */
function LanguageField({
  name,
  label,
  max,
  required,
  multiline,
  language: { suffix, label: language },
}: TranslatedFieldProps & { language: Language }) {
  const t = useT();
  const isRequired = Boolean(required) && suffix === '';
  return (
    <Form.Item
      name={`${name}${suffix}`}
      label={t('admin.field.inLanguage', { field: t(label), language: t(language) })}
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
}

/** One text in the three languages: `name` (Armenian), `name_en`, `name_ru`. */
export function TranslatedFields(props: TranslatedFieldProps) {
  return (
    <>
      {languages.map((language) => (
        <LanguageField key={language.suffix} {...props} language={language} />
      ))}
    </>
  );
}

/**
 * Several texts that go together (a slide's headline, text and button), one tab per language
 * with that language's fields (all kept mounted for the form).
 */
export function TranslatedTabs({
  label,
  extra,
  fields,
}: {
  label: MessageId;
  extra?: MessageId;
  fields: readonly TranslatedFieldProps[];
}) {
  const t = useT();
  return (
    <Form.Item
      label={t(label)}
      extra={extra && t(extra)}
      required={false}
      style={{ marginBottom: 24 }}
    >
      <Tabs
        size="small"
        items={languages.map((language) => ({
          key: language.suffix || 'hy',
          label: t(language.label),
          forceRender: true,
          children: fields.map((field) => (
            <LanguageField key={field.name} {...field} language={language} />
          )),
        }))}
      />
    </Form.Item>
  );
}

export const translationSuffixes = languages.map((language) => language.suffix);
export { languages as translationLanguages };
