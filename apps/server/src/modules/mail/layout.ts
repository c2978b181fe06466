import escapeHtml from 'escape-html';

/** A piece of an e-mail, drawn both as HTML and as plain text. */
export type MailBlock =
  | { p: string }
  /** A small print line, with a link after its words when it has one. */
  | { note: string; link?: { href: string; label: string } }
  | { table: { head: string[]; rows: string[][] } }
  | { totals: [label: string, value: string][] }
  | { button: { href: string; label: string } }
  | { fields: [label: string, value: string][] };

const ink = '#1a1a1a';
const gold = '#976e2b';
const line = '#e4e4e4';
const cell = `padding:6px 8px;border-bottom:1px solid ${line};text-align:left`;

function htmlOf(block: MailBlock): string {
  if ('p' in block) return `<p style="margin:0 0 14px">${escapeHtml(block.p)}</p>`;
  if ('note' in block) {
    const link = block.link
      ? ` <a href="${escapeHtml(block.link.href)}" style="color:${gold}">${escapeHtml(block.link.label)}</a>`
      : '';
    return `<p style="margin:0 0 14px;font-size:13px;color:#4a4a4a">${escapeHtml(block.note)}${link}</p>`;
  }
  if ('table' in block) {
    const head = block.table.head.map((h) => `<th style="${cell}">${escapeHtml(h)}</th>`).join('');
    const rows = block.table.rows
      .map((r) => `<tr>${r.map((c) => `<td style="${cell}">${escapeHtml(c)}</td>`).join('')}</tr>`)
      .join('');
    return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 14px"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
  }
  if ('totals' in block || 'fields' in block) {
    const pairs = 'totals' in block ? block.totals : block.fields;
    const rows = pairs
      .map(
        ([label, value]) =>
          `<tr><th style="${cell};font-weight:normal">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 14px">${rows}</table>`;
  }
  const { href, label } = block.button;
  return `<p style="margin:0 0 14px"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:${gold};color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>`;
}

function textOf(block: MailBlock): string {
  if ('p' in block) return block.p;
  if ('note' in block) {
    return block.link ? `${block.note}\n${block.link.label}: ${block.link.href}` : block.note;
  }
  if ('table' in block) {
    return [block.table.head, ...block.table.rows].map((r) => r.join(' | ')).join('\n');
  }
  if ('totals' in block) return block.totals.map(([l, v]) => `${l}: ${v}`).join('\n');
  if ('fields' in block) return block.fields.map(([l, v]) => `${l}: ${v}`).join('\n');
  return `${block.button.label}: ${block.button.href}`;
}

/** The shop's e-mail: its name as a heading in gold, the blocks, and the shop's address. */
export function renderMail(
  shop: { name: string; url: string },
  language: string,
  blocks: MailBlock[],
): { html: string; text: string } {
  const body = blocks.map(htmlOf).join('\n');
  const html = `<!doctype html>
<html lang="${escapeHtml(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f5f5f5;font-family:Georgia,'Times New Roman',serif;color:${ink}">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px">
<h1 style="margin:0 0 20px;font-size:26px;letter-spacing:2px;color:${gold}">${escapeHtml(shop.name)}</h1>
${body}
<p style="margin:24px 0 0;padding-top:12px;border-top:1px solid ${line};font-size:12px;color:#4a4a4a"><a href="${escapeHtml(shop.url)}" style="color:${gold}">${escapeHtml(shop.url)}</a></p>
</div></body></html>`;
  const text = `${shop.name}\n\n${blocks.map(textOf).join('\n\n')}\n\n${shop.url}\n`;
  return { html, text };
}
