import type { FastifyReply, FastifyRequest } from 'fastify';
import { CSP_HEADER, newNonce, pagePolicy } from './content-security-policy.ts';

/**
 * Small server-made pages outside the storefront (the test gateway's, the step that takes a
 * payer to Idram): one self-contained document under the shop's nonce policy, never cached.
 */
export interface PlainPage {
  lang: string;
  title: string;
  /** The page's <main>, already escaped. */
  body: string;
  /** A script to run, given the page's nonce. */
  script?: string;
}

export const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function sendPlainPage(reply: FastifyReply, page: PlainPage) {
  const nonce = newNonce();
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(CSP_HEADER, pagePolicy(nonce))
    .send(plainPageHtml(page, nonce));
}

/** The same page as a web Response (for the storefront's handler), with `status`. */
export function plainPageResponse(
  page: PlainPage,
  status: number,
  headers: Record<string, string> = {},
): Response {
  const nonce = newNonce();
  return new Response(plainPageHtml(page, nonce), {
    status,
    headers: {
      ...headers,
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      [CSP_HEADER]: pagePolicy(nonce),
    },
  });
}

function plainPageHtml(page: PlainPage, nonce: string): string {
  const script = page.script ? `\n<script nonce="${nonce}">${page.script}</script>` : '';
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style nonce="${nonce}">
body{font:1rem/1.5 system-ui,sans-serif;margin:0;background:#f5f3ef;color:#1d1b18}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1.4rem;border-radius:.4rem;border:2px solid #1d1b18;cursor:pointer}
button[value=pay],button.go{background:#1d5e2e;border-color:#1d5e2e;color:#fff}
button[value=decline]{background:#fff;color:#8a1c1c;border-color:#8a1c1c}
button:focus-visible,a:focus-visible{outline:3px solid #b07d12;outline-offset:2px}
.note{color:#555;font-size:.9rem}
</style>
</head>
<body>
<main>
${page.body}
</main>${script}
</body>
</html>`;
}

export type FormParams = Record<string, string | undefined>;

/** The parameters of a request from its query string and its form body alike. */
export function formParams(request: FastifyRequest): FormParams {
  const params: FormParams = {};
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = String(value);
    }
  }
  return params;
}
