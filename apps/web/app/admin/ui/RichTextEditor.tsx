import {
  BoldOutlined,
  DisconnectOutlined,
  FileImageOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Space, Tooltip, Typography } from 'antd';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { staffCsp } from '../style-nonce';
import { normalizeEditorHtml, safeImage, safeLink } from './editor-html';
import styles from './RichTextEditor.module.css';
import { useT } from './use-t';

// Only what the toolbar offers: the server's sanitizer keeps these, and pasted markup from other
// sites is reduced to them.
const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    strike: false,
    underline: false,
    // no empty paragraph kept after the last block: it would be stored
    trailingNode: false,
    link: {
      openOnClick: false,
      autolink: false,
      isAllowedUri: (url) => safeLink.test(url),
      // a plain <a href>, as stored before
      HTMLAttributes: { target: null, rel: null },
    },
  }),
  // a block <img src alt>, as the sanitizer keeps it; pasted images with other sources are dropped
  Image.extend({
    parseHTML: () => [
      {
        tag: 'img[src]',
        getAttrs: (node) => (safeImage.test(node.getAttribute('src') ?? '') ? null : false),
      },
    ],
  }).configure({ allowBase64: false }),
];

interface PanelField {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string | null;
}

/** The small form under the toolbar that a link or an image asks for. */
function ToolPanel({
  fields,
  applyLabel,
  onApply,
  onCancel,
}: {
  fields: PanelField[];
  applyLabel: string;
  onApply: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div style={{ padding: 8 }}>
      <Space.Compact style={{ width: '100%' }}>
        {fields.map((field, index) => (
          <Input
            key={field.label}
            autoFocus={index === 0}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              onApply();
            }}
            aria-label={field.label}
            aria-invalid={field.error ? true : undefined}
            aria-describedby={field.error ? `${id}-${index}` : undefined}
            status={field.error ? 'error' : undefined}
            placeholder={field.placeholder ?? field.label}
          />
        ))}
        <Button type="primary" onClick={onApply}>
          {applyLabel}
        </Button>
        <Button onClick={onCancel}>{t('admin.action.cancel')}</Button>
      </Space.Compact>
      {fields.map(
        (field, index) =>
          field.error && (
            <Typography.Text key={field.label} type="danger" id={`${id}-${index}`} role="alert">
              {field.error}
            </Typography.Text>
          ),
      )}
    </div>
  );
}

interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the editing area ("Content (English)"). */
  label: string;
}

/**
 * A rich-text editor on Tiptap: a toolbar (bold, italic, headings, lists, links) over the
 * editing area. The HTML it produces is sanitized by the server when saved.
 */
export function RichTextEditor({ id, value = '', onChange, label }: RichTextEditorProps) {
  const t = useT();
  const [panel, setPanel] = useState<'link' | 'image' | null>(null);
  const [href, setHref] = useState('https://');
  const [image, setImage] = useState({ src: 'https://', alt: '', checked: false });
  const editor = useEditor({
    extensions,
    content: value,
    injectNonce: staffCsp.nonce,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: styles.area ?? '',
      },
    },
    onUpdate: ({ editor: changed }) => onChange?.(normalizeEditorHtml(changed.getHTML())),
  });

  // Only a value from outside (loading a record) replaces what is being edited.
  // Tiptap destroys an editor whose component has not mounted 1 ms after rendering, which a
  // navigation rendered in a transition can outlast: this render's editor may already be gone,
  // and the next render brings its replacement.
  useEffect(() => {
    if (editor && !editor.isDestroyed && normalizeEditorHtml(editor.getHTML()) !== value) {
      editor.commands.setContent(value, { emitUpdate: false });
    }
  }, [editor, value]);

  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => {
    if (editor && !editor.isDestroyed) command(editor.chain().focus()).run();
  };

  const applyLink = () => {
    const url = href.trim();
    setPanel(null);
    if (!safeLink.test(url)) return;
    run((chain) =>
      editor?.state.selection.empty
        ? chain.insertContent({
            type: 'text',
            text: url,
            marks: [{ type: 'link', attrs: { href: url } }],
          })
        : chain.extendMarkRange('link').setLink({ href: url }),
    );
  };

  const imageErrors = {
    src: safeImage.test(image.src.trim()) ? null : t('admin.editor.imageAddressInvalid'),
    alt: image.alt.trim() ? null : t('admin.editor.imageAltRequired'),
  };
  const applyImage = () => {
    if (imageErrors.src || imageErrors.alt) {
      setImage({ ...image, checked: true });
      return;
    }
    run((chain) => chain.setImage({ src: image.src.trim(), alt: image.alt.trim() }));
    setImage({ src: 'https://', alt: '', checked: false });
    setPanel(null);
  };

  const tool = (name: string, icon: ReactNode, action: () => void) => (
    <Tooltip title={name}>
      <Button
        size="small"
        type="text"
        icon={icon}
        aria-label={name}
        // keep the selection in the area: the button must not take focus on click
        onMouseDown={(event) => event.preventDefault()}
        onClick={action}
      />
    </Tooltip>
  );
  const textTool = (name: string, text: string, action: () => void) => (
    <Button
      size="small"
      type="text"
      aria-label={name}
      title={name}
      onMouseDown={(event) => event.preventDefault()}
      onClick={action}
    >
      {text}
    </Button>
  );

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 4, background: '#fff' }}>
      <div
        role="toolbar"
        aria-label={t('admin.editor.toolbar', { label })}
        style={{ borderBottom: '1px solid #f0f0f0', padding: 4, display: 'flex', flexWrap: 'wrap' }}
      >
        {tool(t('admin.editor.bold'), <BoldOutlined />, () => run((c) => c.toggleBold()))}
        {tool(t('admin.editor.italic'), <ItalicOutlined />, () => run((c) => c.toggleItalic()))}
        {textTool(t('admin.editor.heading2'), 'H2', () =>
          run((c) => c.toggleHeading({ level: 2 })),
        )}
        {textTool(t('admin.editor.heading3'), 'H3', () =>
          run((c) => c.toggleHeading({ level: 3 })),
        )}
        {textTool(t('admin.editor.paragraph'), '¶', () => run((c) => c.setParagraph()))}
        {tool(t('admin.editor.bulletList'), <UnorderedListOutlined />, () =>
          run((c) => c.toggleBulletList()),
        )}
        {tool(t('admin.editor.numberList'), <OrderedListOutlined />, () =>
          run((c) => c.toggleOrderedList()),
        )}
        {tool(t('admin.editor.link'), <LinkOutlined />, () => setPanel('link'))}
        {tool(t('admin.editor.unlink'), <DisconnectOutlined />, () =>
          run((c) => c.extendMarkRange('link').unsetLink()),
        )}
        {tool(t('admin.editor.image'), <FileImageOutlined />, () => setPanel('image'))}
      </div>
      {panel === 'link' && (
        <ToolPanel
          fields={[
            {
              label: t('admin.editor.linkAddress'),
              value: href,
              onChange: setHref,
              placeholder: 'https://',
            },
          ]}
          applyLabel={t('admin.editor.linkApply')}
          onApply={applyLink}
          onCancel={() => setPanel(null)}
        />
      )}
      {panel === 'image' && (
        <ToolPanel
          fields={[
            {
              label: t('admin.editor.imageAddress'),
              value: image.src,
              onChange: (src) => setImage({ ...image, src }),
              placeholder: 'https://',
              error: image.checked ? imageErrors.src : null,
            },
            {
              label: t('admin.editor.imageAlt'),
              value: image.alt,
              onChange: (alt) => setImage({ ...image, alt }),
              error: image.checked ? imageErrors.alt : null,
            },
          ]}
          applyLabel={t('admin.editor.imageApply')}
          onApply={applyImage}
          onCancel={() => setPanel(null)}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
