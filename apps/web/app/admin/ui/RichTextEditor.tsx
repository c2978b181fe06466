import {
  BoldOutlined,
  DisconnectOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Input, Space, Tooltip } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { escapeHtml, normalizeEditorHtml, safeLink } from './editor-html';
import { useT } from './use-t';

interface RichTextEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the editing area ("Content (English)"). */
  label: string;
}

/**
 * A small rich-text editor: a contentEditable area and a toolbar (bold, italic, headings,
 * lists, links). The HTML it produces is sanitized by the server when saved.
 */
export function RichTextEditor({ id, value = '', onChange, label }: RichTextEditorProps) {
  const t = useT();
  const area = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [href, setHref] = useState('https://');

  // The area owns its DOM while typing; only a value from outside (loading a record) replaces it.
  useEffect(() => {
    const element = area.current;
    if (element && normalizeEditorHtml(element.innerHTML) !== value) element.innerHTML = value;
  }, [value]);

  const emit = () => {
    if (area.current) onChange?.(normalizeEditorHtml(area.current.innerHTML));
  };

  const run = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    emit();
  };

  const rememberSelection = () => {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    savedRange.current =
      range && area.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  };

  const applyLink = () => {
    const url = href.trim();
    setLinking(false);
    if (!safeLink.test(url)) return;
    area.current?.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
    if (!selection || selection.isCollapsed) {
      document.execCommand(
        'insertHTML',
        false,
        `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`,
      );
    } else document.execCommand('createLink', false, url);
    emit();
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
        {tool(t('admin.editor.bold'), <BoldOutlined />, () => run('bold'))}
        {tool(t('admin.editor.italic'), <ItalicOutlined />, () => run('italic'))}
        {textTool(t('admin.editor.heading2'), 'H2', () => run('formatBlock', '<h2>'))}
        {textTool(t('admin.editor.heading3'), 'H3', () => run('formatBlock', '<h3>'))}
        {textTool(t('admin.editor.paragraph'), '¶', () => run('formatBlock', '<p>'))}
        {tool(t('admin.editor.bulletList'), <UnorderedListOutlined />, () =>
          run('insertUnorderedList'),
        )}
        {tool(t('admin.editor.numberList'), <OrderedListOutlined />, () =>
          run('insertOrderedList'),
        )}
        {tool(t('admin.editor.link'), <LinkOutlined />, () => {
          rememberSelection();
          setLinking(true);
        })}
        {tool(t('admin.editor.unlink'), <DisconnectOutlined />, () => run('unlink'))}
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
      <div
        ref={area}
        id={id}
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        contentEditable
        suppressContentEditableWarning
        onInput={emit}
        onBlur={emit}
        onPaste={(event) => {
          // plain text only: pasted markup from other sites brings styles the shop does not use
          event.preventDefault();
          document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
        }}
        style={{ minHeight: 160, padding: '8px 12px', outline: 'none', lineHeight: 1.6 }}
      />
    </div>
  );
}
