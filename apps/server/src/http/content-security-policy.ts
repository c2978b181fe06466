import { randomBytes } from 'node:crypto';

function policy(scripts: string, styles: string): string {
  return [
    `default-src 'self'`,
    `script-src ${scripts}`,
    `style-src ${styles}`,
    `style-src-attr 'unsafe-inline'`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ');
}

/**
 * The Content-Security-Policy of the shop's pages (docs/decisions/0014): scripts and <style>
 * elements only from the shop itself or carrying the page's nonce. `style` attributes are
 * allowed, as React renders `style` props as attributes; they cannot run code. Images may come
 * from any https address: staff may put one in rich text (the sanitizer keeps http(s) `src`).
 * No `form-action`: the test gateway's form redirects to the shop's return address, which may be
 * on another origin, and browsers hold that redirect to `form-action` as well.
 */
export function pagePolicy(nonce: string): string {
  const own = `'self' 'nonce-${nonce}'`;
  return policy(own, own);
}

/**
 * The API docs (Swagger UI, a static page): no inline script, but its bundle adds a <style>
 * element we cannot give a nonce, so inline styles are allowed there.
 */
export const docsPolicy = policy(`'self'`, `'self' 'unsafe-inline'`);

/** Everything that is not a page (JSON, images, files) loads nothing and is never framed. */
export const resourcePolicyDirectives = {
  defaultSrc: [`'none'`],
  frameAncestors: [`'none'`],
};

/** 144 random bits, new for every render: unguessable, and never the same for two renders. */
export const newNonce = (): string => randomBytes(18).toString('base64url');

export const CSP_HEADER = 'content-security-policy';
