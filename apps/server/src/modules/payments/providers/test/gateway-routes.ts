import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '@voski/contract';
import type { RbsAnswer, TestGateway, TestGatewayOrder } from './gateway.ts';
import {
  escapeHtml as escape,
  formParams,
  sendPlainPage,
  type FormParams,
  type PlainPage,
} from '../../../../http/plain-page.ts';
import { acceptUrlEncoded } from '../../../../http/form-body.ts';
import { withOrderId } from '../../return-address.ts';
import { RbsStatus } from '../card/rbs.ts';

/** Where the test gateway is served; its REST base is `${TEST_GATEWAY_PATH}/payment/rest`. */
export const TEST_GATEWAY_PATH = '/api/test-gateway';

export const testGatewayRoutes =
  (gateway: TestGateway): FastifyPluginAsyncZod =>
  async (app) => {
    acceptUrlEncoded(app, 64 * 1024);
    const tags = ['test gateway'];
    const description =
      'The built-in test gateway (RBS vPOS protocol, no money taken): on for the demo shop or with TEST_GATEWAY=1, never by default in production. Its card page answers only the payer it was made for.';

    const methods: [string, (p: FormParams) => Promise<RbsAnswer>][] = [
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
        handler: async (request) => call(formParams(request)),
      });
    }

    app.get('/pay', {
      config: { access: access.public },
      schema: { tags, summary: 'The test card page: pay or decline', description },
      handler: async (request, reply) => {
        const { mdOrder = '', token = '' } = formParams(request);
        const order = await gateway.forPayer(mdOrder, token);
        if (!order) return sendPlainPage(reply.code(404), notFoundPage);
        return sendPlainPage(reply, cardPage(order));
      },
    });

    app.post('/pay', {
      config: { access: access.public },
      schema: { tags, summary: 'The payer chose: pay or decline', description },
      handler: async (request, reply) => {
        const { mdOrder = '', token = '', action } = formParams(request);
        const result = await gateway.pay(mdOrder, token, action === 'pay' ? 'pay' : 'decline');
        if ('error' in result) return sendPlainPage(reply.code(404), notFoundPage);
        return reply.code(303).header('location', result.redirect).send();
      },
    });
  };

const amountText = (minor: number) =>
  `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(minor / 100)} AMD`;

function cardPage(order: TestGatewayOrder): PlainPage {
  const details = `<dl>
<dt>Order</dt><dd>${escape(order.orderNumber)}</dd>
<dt>Description</dt><dd>${escape(order.description || '-')}</dd>
<dt>Amount</dt><dd>${amountText(order.amount)}</dd>
</dl>`;
  if (order.orderStatus !== RbsStatus.Registered) {
    const paid = order.depositedAmount > 0;
    const back = withOrderId(paid ? order.returnUrl : order.failUrl, order.mdOrder);
    return {
      lang: 'en',
      title: 'Test card payment',
      body: `<h1>Test card payment</h1>
${details}
<p role="status">${escape(order.actionCodeDescription || 'This payment is closed.')}</p>
<p><a href="${escape(back)}">Back to the shop</a></p>`,
    };
  }
  return {
    lang: 'en',
    title: 'Test card payment',
    body: `<h1>Test card payment</h1>
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
  };
}

const notFoundPage: PlainPage = {
  lang: 'en',
  title: 'Payment not found',
  body: '<h1>Payment not found</h1><p>The test gateway does not know this payment.</p>',
};
