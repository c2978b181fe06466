/** What an empty editable area leaves behind (a lone <br>, an empty paragraph). */
const emptyMarkup = /^(<br\s*\/?>|<p>(<br\s*\/?>)?<\/p>|<div>(<br\s*\/?>)?<\/div>|\s|&nbsp;)*$/i;

/** The editor's HTML as saved: '' for an area that only looks empty. */
export function normalizeEditorHtml(html: string): string {
  return emptyMarkup.test(html) ? '' : html;
}

/** Link targets the editor inserts: web and mail addresses, phone numbers and site paths. */
export const safeLink = /^(https?:\/\/|mailto:|tel:|\/(?!\/))/i;

/** Image sources the editor inserts: web addresses and the shop's own paths (no data: URLs). */
export const safeImage = /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i;
