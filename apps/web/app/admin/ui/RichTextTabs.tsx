import { Form, Skeleton, Tabs } from 'antd';
import { lazy, Suspense, type ComponentProps } from 'react';
import type { StaffMessageId as MessageId } from '../../lib/i18n/messages';
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
