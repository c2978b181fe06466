import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '@voski/contract';
import type { RbsAnswer, TestGateway, TestGatewayOrder } from './test-gateway.ts';
import { CSP_HEADER, newNonce, pagePolicy } from '../../http/content-security-policy.ts';
import { acceptUrlEncoded } from '../../http/form-body.ts';
import { withOrderId } from './return-address.ts';
import { RbsStatus } from './providers/rbs.ts';

/** Where the test gateway is served; its REST base is `${TEST_GATEWAY_PATH}/payment/rest`. */
export const TEST_GATEWAY_PATH = '/api/test-gateway';

type Params = Record<string, string | undefined>;

/** RBS takes its parameters from the query string or a form body, alike. */
function paramsOf(request: FastifyRequest): Params {
  const params: Params = {};
  for (const source of [request.query, request.body]) {
    if (!source || typeof source !== 'object') continue;
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string' || typeof value === 'number') params[key] = String(value);
    }
  }
  return params;
}

export const testGatewayRoutes =
  (gateway: TestGateway): FastifyPluginAsyncZod =>
  async (app) => {
    acceptUrlEncoded(app, 64 * 1024);
    const tags = ['test gateway'];
    const description =
      'The built-in test gateway (RBS vPOS protocol, no money taken): on for the demo shop or with TEST_GATEWAY=1, never by default in production. Its card page answers only the payer it was made for.';

    const methods: [string, (p: Params) => Promise<RbsAnswer>][] = [
      ['register.do', (p) => gateway.register(p)],
      ['getOrderStatusExtended.do', (p) => gateway.status(p)],
      ['refund.do', (p) => gateway.refund(p)],
      ['reverse.do', (p) => gateway.reverse(p)],
    ];
    for (const [name, call] of methods) {
      app.route({
        method: ['GET', 'POST'],
        url: `/payment/rest/${name}`,
        config: { access: access.public },
        schema: { tags, summary: `RBS ${name}`, description },
        handler: async (request) => call(paramsOf(request)),
      });
    }

    app.get('/pay', {
      config: { access: access.public },
      schema: { tags, summary: 'The test card page: pay or decline', description },
      handler: async (request, reply) => {
        const { mdOrder = '', token = '' } = paramsOf(request);
        const order = await gateway.forPayer(mdOrder, token);
        if (!order) return page(reply.code(404), notFoundPage);
        return page(reply, (nonce) => cardPage(order, nonce));
      },
    });

    app.post('/pay', {
      config: { access: access.public },
      schema: { tags, summary: 'The payer chose: pay or decline', description },
      handler: async (request, reply) => {
        const { mdOrder = '', token = '', action } = paramsOf(request);
        const result = await gateway.pay(mdOrder, token, action === 'pay' ? 'pay' : 'decline');
        if ('error' in result) return page(reply.code(404), notFoundPage);
        return reply.code(303).header('location', result.redirect).send();
      },
    });
  };

/** Sends the page `html` makes with a nonce for its <style>, under the shop's page policy. */
function page(reply: FastifyReply, html: (nonce: string) => string) {
  const nonce = newNonce();
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(CSP_HEADER, pagePolicy(nonce))
    .send(html(nonce));
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function layout(title: string, body: string, nonce: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style nonce="${nonce}">
body{font:1rem/1.5 system-ui,sans-serif;margin:0;background:#f5f3ef;color:#1d1b18}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
.actions{display:flex;gap:1rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1.4rem;border-radius:.4rem;border:2px solid #1d1b18;cursor:pointer}
button[value=pay]{background:#1d5e2e;border-color:#1d5e2e;color:#fff}
button[value=decline]{background:#fff;color:#8a1c1c;border-color:#8a1c1c}
button:focus-visible,a:focus-visible{outline:3px solid #b07d12;outline-offset:2px}
.note{color:#555;font-size:.9rem}
</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

const amountText = (minor: number) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(minor / 100)} AMD`;

function cardPage(order: TestGatewayOrder, nonce: string): string {
  const details = `<dl>
<dt>Order</dt><dd>${escape(order.orderNumber)}</dd>
<dt>Description</dt><dd>${escape(order.description || '-')}</dd>
<dt>Amount</dt><dd>${amountText(order.amount)}</dd>
</dl>`;
  if (order.orderStatus !== RbsStatus.Registered) {
    const paid = order.depositedAmount > 0;
    const back = withOrderId(paid ? order.returnUrl : order.failUrl, order.mdOrder);
    return layout(
      'Test card payment',
      `<h1>Test card payment</h1>
${details}
<p role="status">${escape(order.actionCodeDescription || 'This payment is closed.')}</p>
<p><a href="${escape(back)}">Back to the shop</a></p>`,
      nonce,
    );
  }
  return layout(
    'Test card payment',
    `<h1>Test card payment</h1>
<p class="note">This is the shop's test gateway: no card is needed and no money is taken.</p>
${details}
<form method="post" action="${TEST_GATEWAY_PATH}/pay">
<input type="hidden" name="mdOrder" value="${escape(order.mdOrder)}">
<input type="hidden" name="token" value="${escape(order.payerToken)}">
<div class="actions">
<button type="submit" name="action" value="pay">Pay ${amountText(order.amount)}</button>
<button type="submit" name="action" value="decline">Decline</button>
</div>
</form>`,
    nonce,
  );
}

function notFoundPage(nonce: string): string {
  return layout(
    'Payment not found',
    '<h1>Payment not found</h1><p>The test gateway does not know this payment.</p>',
    nonce,
  );
}
