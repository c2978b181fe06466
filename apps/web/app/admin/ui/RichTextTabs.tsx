import { Form, Tabs } from 'antd';
import type { StaffMessageId as MessageId } from '../../lib/i18n/messages';
import { RichTextEditor } from './RichTextEditor';
import { translationLanguages } from './TranslatedFields';
import { useT } from './use-t';

/** A rich text in the three languages, one editor per tab (all kept mounted for the form). */
export function RichTextTabs({ name, label }: { name: string; label: MessageId }) {
  const t = useT();
  return (
    <Form.Item label={t(label)} required={false} style={{ marginBottom: 24 }}>
      <Tabs
        size="small"
        items={translationLanguages.map(({ suffix, label: language }) => {
          const editorLabel = t('admin.field.inLanguage', {
            field: t(label),
            language: t(language),
          });
          return {
            key: suffix || 'hy',
            label: t(language),
            forceRender: true,
            children: (
              <Form.Item
                name={`${name}${suffix}`}
                noStyle
                rules={[{ max: 200_000, message: t('admin.field.tooLong', { max: 200_000 }) }]}
              >
                <RichTextEditor label={editorLabel} />
              </Form.Item>
            ),
          };
        })}
      />
    </Form.Item>
  );
}
