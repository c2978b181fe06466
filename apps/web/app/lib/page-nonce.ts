/**
 * The CSP nonce the server rendered this page with (undefined outside a browser). Browsers hide
 * the `nonce` attribute's value once the page is parsed, but keep it in the element's property.
 */
export function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
