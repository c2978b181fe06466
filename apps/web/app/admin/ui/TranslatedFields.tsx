import { Form, Input, Tabs } from 'antd';
import { useState } from 'react';
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
  /** The Armenian text is required (the API's default locale); `'all'`: every language's. */
  required?: boolean | 'all';
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
  const isRequired = required === 'all' || (Boolean(required) && suffix === '');
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

/** The tab of a language: its suffix, or 'hy' for the Armenian one. */
export const tabKey = (language: Pick<Language, 'suffix'>) => language.suffix || 'hy';

type FieldList = readonly Pick<TranslatedFieldProps, 'name'>[];

/** The tabs of the languages whose fields are among `names`, in the tabs' order. */
const tabsOf = (fields: FieldList, names: (string | number)[]): string[] =>
  languages
    .filter((language) => fields.some(({ name }) => names.includes(`${name}${language.suffix}`)))
    .map(tabKey);

/**
 * The open tab of a form's {@link TranslatedTabs}, and the form's `onFinishFailed`: a save that
 * fails in a hidden tab only opens it when the open tab has nothing wrong, so its message is seen.
 */
export function useTranslatedTabs(fields: FieldList) {
  const [active, setActive] = useState<string>(tabKey(languages[0]));
  const onFinishFailed = ({ errorFields }: { errorFields: { name: (string | number)[] }[] }) => {
    const failing = tabsOf(
      fields,
      errorFields.map(({ name }) => name[0]!),
    );
    if (failing.length && !failing.includes(active)) setActive(failing[0]!);
  };
  return { active, setActive, onFinishFailed };
}

/**
 * Several texts that go together (a slide's headline, text and button), one tab per language
 * with that language's fields (all kept mounted for the form). A tab whose fields have errors
 * says so in its name.
 */
export function TranslatedTabs({
  label,
  extra,
  fields,
  tabs,
}: {
  label: MessageId;
  extra?: MessageId;
  fields: readonly TranslatedFieldProps[];
  tabs: ReturnType<typeof useTranslatedTabs>;
}) {
  const t = useT();
  const form = Form.useFormInstance();
  return (
    <Form.Item
      label={t(label)}
      extra={extra && t(extra)}
      required={false}
      style={{ marginBottom: 24 }}
    >
      <Form.Item noStyle shouldUpdate>
        {() => {
          const withErrors = form
            .getFieldsError()
            .filter(({ errors }) => errors.length)
            .map(({ name }) => name[0]!);
          const failing = tabsOf(fields, withErrors);
          return (
            <Tabs
              size="small"
              activeKey={tabs.active}
              onChange={tabs.setActive}
              items={languages.map((language) => ({
                key: tabKey(language),
                label: failing.includes(tabKey(language))
                  ? t('admin.field.tabHasErrors', { language: t(language.label) })
                  : t(language.label),
                forceRender: true,
                children: fields.map((field) => (
                  <LanguageField key={field.name} {...field} language={language} />
                )),
              }))}
            />
          );
        }}
      </Form.Item>
    </Form.Item>
  );
}

export const translationSuffixes = languages.map((language) => language.suffix);
export { languages as translationLanguages };
