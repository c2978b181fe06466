import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Input, Space, Tooltip } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { staffCsp } from '../style-nonce';
import { normalizeEditorHtml, safeLink } from './editor-html';
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
];

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
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');
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
    setLinking(false);
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
        {tool(t('admin.editor.link'), <LinkOutlined />, () => setLinking(true))}
        {tool(t('admin.editor.unlink'), <DisconnectOutlined />, () =>
          run((c) => c.extendMarkRange('link').unsetLink()),
        )}
      </div>
      {linking && (
        <Space.Compact style={{ padding: 8, width: '100%' }}>
          <Input
            autoFocus
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onPressEnter={(event) => {
              event.preventDefault();
              applyLink();
            }}
            aria-label={t('admin.editor.linkAddress')}
            placeholder="https://"
          />
          <Button type="primary" onClick={applyLink}>
            {t('admin.editor.linkApply')}
          </Button>
          <Button onClick={() => setLinking(false)}>{t('admin.action.cancel')}</Button>
        </Space.Compact>
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
