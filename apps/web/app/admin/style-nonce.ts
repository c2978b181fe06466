import { pageNonce } from '../lib/page-nonce';

/**
 * antd puts its styles in <style> elements with the nonce of ConfigProvider's `csp`, but rc-util
 * adds some without it (every Table measures its scrollbar with one, a modal or image preview
 * locks scrolling with one: react-component/util#613), which the page's policy refuses. So every
 * <style> a script makes gets the page's nonce. That admits nothing new: only the page's own
 * scripts run (they need the nonce too), and those may style the page without <style> elements
 * anyway (style properties, constructed style sheets), which CSP does not govern. A <style> in
 * parsed markup (HTML set through innerHTML) is not made by createElement and stays refused.
 */
function nonceScriptStyles(nonce: string | undefined): void {
  if (!nonce) return;
  const create = document.createElement.bind(document);
  document.createElement = ((tagName: string, options?: ElementCreationOptions) => {
    const element = create(tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  }) as typeof document.createElement;
}

const nonce = pageNonce();
nonceScriptStyles(nonce);

/** antd's `csp` setting for the staff screens. */
export const staffCsp = { nonce };
