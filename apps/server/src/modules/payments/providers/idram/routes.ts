import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '@voski/contract';
import { acceptUrlEncoded } from '../../../../http/form-body.ts';
import { escapeHtml, formParams, sendPlainPage } from '../../../../http/plain-page.ts';
import type { PaymentOrders } from '../../plugin.ts';
import { withOrderId } from '../../return-address.ts';
import type { IdramPayPage, IdramResults } from './results.ts';

type Language = 'hy' | 'en' | 'ru';

const texts: Record<
  Language,
  {
    title: string;
    lead: (order: number, amount: string) => string;
    go: string;
    paid: string;
    closed: string;
    back: string;
  }
> = {
  hy: {
    title: 'Վճարում Idram-ով',
    lead: (order, amount) => `Պատվեր ${order}՝ ${amount}։ Ձեզ տանում ենք Idram՝ վճարելու։`,
    go: 'Անցնել Idram',
    paid: 'Այս պատվերն արդեն վճարված է։',
    closed: 'Այս պատվերն այլևս հնարավոր չէ վճարել։',
    back: 'Վերադառնալ խանութ',
  },
  en: {
    title: 'Payment by Idram',
    lead: (order, amount) => `Order ${order}: ${amount}. Taking you to Idram to pay.`,
    go: 'Continue to Idram',
    paid: 'This order is already paid.',
    closed: 'This order can no longer be paid.',
    back: 'Back to the shop',
  },
  ru: {
    title: 'Оплата через Idram',
    lead: (order, amount) => `Заказ ${order}: ${amount}. Переходим в Idram для оплаты.`,
    go: 'Перейти в Idram',
    paid: 'Этот заказ уже оплачен.',
    closed: 'Этот заказ больше нельзя оплатить.',
    back: 'Вернуться в магазин',
  },
};

const numberLocales: Record<Language, string> = { hy: 'hy-AM', en: 'en-US', ru: 'ru-RU' };
const languageOf = (language: string): Language =>
  language === 'en' || language === 'ru' ? language : 'hy';

const payParams = z.object({ paymentId: z.string().min(1).max(100) });

/**
 * Idram's merchant interface (docs/decisions/0025): the page that takes the payer to Idram,
 * RESULT_URL, and the SUCCESS_URL and FAIL_URL Idram sends the payer back to.
 */
export const idramRoutes =
  (
    idram: IdramResults,
    orders: Pick<PaymentOrders, 'placedHere'>,
    resultPages: { success: string; failure: string },
    paths: { pay: string; result: string; success: string; failure: string },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    acceptUrlEncoded(app, 16 * 1024);
    const tags = ['orders'];
    const api = (path: string) => path.replace(/^\/api/, '');

    app.get(`${api(paths.pay)}/:paymentId`, {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Takes the payer to Idram: the payment form, posted by itself',
        description:
          'The `formUrl` of an order paid by Idram. The page posts the hidden form to Idram at ' +
          'once (a button does it without script); a paid, expired or cancelled order says so.',
        params: payParams,
      },
      handler: async (request, reply) => {
        const page = await idram.payPage(request.params.paymentId);
        if (!page) return reply.code(404).send({ message: 'Payment not found.' });
        return sendPlainPage(reply, payPage(page, resultPages));
      },
    });

    app.post(api(paths.result), {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Idram’s RESULT_URL: the precheck and the signed payment confirmation',
        description:
          'Form fields as Idram posts them. `EDP_PRECHECK=YES`: "OK" when the bill is an open ' +
          'order of that amount. The confirmation: "OK" once its EDP_CHECKSUM (MD5 with the ' +
          'shop’s secret key) is right and the payment is recorded. Anything else is a refusal, ' +
          'in plain text.',
      },
      handler: async (request, reply) => {
        const answer = await idram.result(formParams(request));
        if (answer.status !== 200) request.log.warn({ idram: answer.text }, 'Idram refused');
        return reply
          .code(answer.status)
          .header('content-type', 'text/plain; charset=utf-8')
          .send(answer.text);
      },
    });

    for (const [path, page] of [
      [paths.success, resultPages.success],
      [paths.failure, resultPages.failure],
    ] as const) {
      app.route({
        method: ['GET', 'POST'],
        url: api(path),
        config: { access: access.public },
        schema: {
          tags,
          summary: `Idram’s ${path === paths.success ? 'SUCCESS_URL' : 'FAIL_URL'}: the payer comes back`,
          description:
            'Sends the payer on to the storefront’s result page. The order `EDP_BILL_NO` (or the ' +
            'shop’s own field `order`) names is added only for the browser that placed it (its ' +
            'cookie); anyone else gets the bare page, which asks about the order its tab placed.',
        },
        handler: async (request, reply) => {
          const params = formParams(request);
          const paymentId = await idram.paymentIdOf(
            params.EDP_BILL_NO ?? params.order,
            orders.placedHere(request),
          );
          return reply.redirect(paymentId ? withOrderId(page, paymentId) : page, 303);
        },
      });
    }
  };

function payPage(page: IdramPayPage, resultPages: { success: string; failure: string }) {
  const { order } = page;
  const language = languageOf(order.language);
  const t = texts[language];
  const amount = `${new Intl.NumberFormat(numberLocales[language]).format(order.total)} ֏`;
  const heading = `<h1>${escapeHtml(t.title)}</h1>`;
  if (page.kind === 'closed') {
    const paid = order.payment_status === 'paid';
    const back = withOrderId(paid ? resultPages.success : resultPages.failure, order.payment_id);
    return {
      lang: language,
      title: t.title,
      body: `${heading}
<p role="status">${escapeHtml(paid ? t.paid : t.closed)}</p>
<p><a href="${escapeHtml(back)}">${escapeHtml(t.back)}</a></p>`,
    };
  }
  const fields = Object.entries(page.fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  return {
    lang: language,
    title: t.title,
    body: `${heading}
<p>${escapeHtml(t.lead(order.id, amount))}</p>
<form id="idram" method="post" action="${escapeHtml(page.action)}" accept-charset="utf-8">
${fields}
<div class="actions"><button class="go" type="submit">${escapeHtml(t.go)}</button></div>
</form>`,
    script: 'document.getElementById("idram").submit();',
  };
}
