import { Form, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { StaffMessageId as MessageId } from '../../lib/i18n/messages';
import { normalizeEditorHtml } from './editor-html';
import { translationLanguages } from './TranslatedFields';
import { useT } from './use-t';

// The editor (Tiptap and ProseMirror) loads with the first page that has one.
const LazyEditor = lazy(() =>
  import('./RichTextEditor').then((module) => ({ default: module.RichTextEditor })),
);

/** Form.Item hands its value and onChange to its direct child: this one, not the Suspense. */
function RichTextEditor(props: ComponentProps<typeof LazyEditor>) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
      <LazyEditor {...props} />
    </Suspense>
  );
}

/**
 * A rich text in the three languages, one editor per tab (all kept mounted for the form);
 * `required`: in every language, a message naming the language under the tabs when one is empty.
 */
export function RichTextTabs({
  name,
  label,
  required = false,
  max = 200_000,
}: {
  name: string;
  label: MessageId;
  required?: boolean;
  max?: number;
}) {
  const t = useT();
  return (
    <Form.Item label={t(label)} required={required} style={{ marginBottom: 24 }}>
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
                rules={[
                  ...(required
                    ? [
                        {
                          validator: async (_rule: unknown, value: unknown) => {
                            if (
                              normalizeEditorHtml(typeof value === 'string' ? value : '') === ''
                            ) {
                              throw new Error(`${editorLabel}: ${t('admin.field.required')}`);
                            }
                          },
                        },
                      ]
                    : []),
                  { max, message: `${editorLabel}: ${t('admin.field.tooLong', { max })}` },
                ]}
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
