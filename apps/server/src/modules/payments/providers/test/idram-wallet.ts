import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '@voski/contract';
import { acceptUrlEncoded } from '../../../../http/form-body.ts';
import {
  escapeHtml as escape,
  formParams,
  sendPlainPage,
  type FormParams,
  type PlainPage,
} from '../../../../http/plain-page.ts';
import { idramAmount, idramChecksum, type IdramConfig } from '../idram/idram.ts';

export interface TestWalletOptions {
  idram: IdramConfig;
  /** The shop's RESULT_URL, reached over HTTP as Idram reaches it. */
  resultUrl: () => string;
  successUrl: string;
  failUrl: string;
  timeoutMs: number;
}

const FORM_FIELDS = [
  'EDP_LANGUAGE',
  'EDP_REC_ACCOUNT',
  'EDP_DESCRIPTION',
  'EDP_AMOUNT',
  'EDP_BILL_NO',
  'EDP_EMAIL',
] as const;

type Bill = Record<(typeof FORM_FIELDS)[number], string> & {
  /** The merchant's own fields (no EDP_ prefix), posted back when the payer returns. */
  own: Record<string, string>;
};

/** Where the payer goes back to: the bill number, and the merchant's own fields, as Idram does. */
const back = (url: string, bill: Bill) =>
  `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams({
    EDP_BILL_NO: bill.EDP_BILL_NO,
    ...bill.own,
  })}`;

/**
 * A stand-in for Idram's wallet that takes no money (docs/decisions/0025): the shop's form is
 * posted to it, the tester pays or declines, and it then does what Idram does, over HTTP: the
 * precheck and the signed confirmation to the shop's RESULT_URL, and the payer sent back to
 * SUCCESS_URL or FAIL_URL. Like Idram's wallet it pays any bill posted to it; it is served only
 * with the test gateway.
 */
export const testIdramWalletRoutes =
  (options: TestWalletOptions): FastifyPluginAsyncZod =>
  async (app) => {
    acceptUrlEncoded(app, 16 * 1024);
    const tags = ['test gateway'];
    const description =
      'The built-in test Idram wallet (no money taken): served with the test gateway only.';

    app.post('/GetPayment', {
      config: { access: access.public },
      schema: { tags, summary: 'The test Idram wallet: the shop’s payment form', description },
      handler: async (request, reply) => {
        const bill = billOf(formParams(request), options.idram.account);
        if (typeof bill === 'string') return sendPlainPage(reply.code(400), refusal(bill));
        return sendPlainPage(reply, walletPage(bill));
      },
    });

    app.post('/pay', {
      config: { access: access.public },
      schema: { tags, summary: 'The test Idram wallet: the payer chose', description },
      handler: async (request, reply) => {
        const params = formParams(request);
        const bill = billOf(params, options.idram.account);
        if (typeof bill === 'string') return sendPlainPage(reply.code(400), refusal(bill));
        if (params.action !== 'pay') {
          return reply.redirect(back(options.failUrl, bill), 303);
        }
        const refused = await pay(bill, options);
        if (refused) {
          return sendPlainPage(reply.code(409), refusal(refused, options.failUrl, bill));
        }
        return reply.redirect(back(options.successUrl, bill), 303);
      },
    });
  };

/** The posted form as a bill, or what is wrong with it. */
function billOf(params: FormParams, account: string): Bill | string {
  if (params.EDP_REC_ACCOUNT !== account) return 'EDP_REC_ACCOUNT is not a merchant here.';
  if (!params.EDP_BILL_NO) return 'EDP_BILL_NO is missing.';
  if (!idramAmount(params.EDP_AMOUNT ?? '')) return 'EDP_AMOUNT is not an amount above zero.';
  const bill = { own: {} } as Bill;
  for (const name of FORM_FIELDS) bill[name] = params[name] ?? '';
  for (const [name, value] of Object.entries(params)) {
    if (!name.startsWith('EDP_') && name !== 'action' && value !== undefined) {
      bill.own[name] = value;
    }
  }
  return bill;
}

/** Idram's two calls to RESULT_URL; undefined when the shop said OK to both, else its answer. */
async function pay(bill: Bill, options: TestWalletOptions): Promise<string | undefined> {
  const precheck = await post(options, {
    EDP_PRECHECK: 'YES',
    EDP_BILL_NO: bill.EDP_BILL_NO,
    EDP_REC_ACCOUNT: bill.EDP_REC_ACCOUNT,
    EDP_AMOUNT: bill.EDP_AMOUNT,
  });
  if (precheck !== 'OK') return precheck;
  const now = new Date();
  const confirmation = {
    EDP_BILL_NO: bill.EDP_BILL_NO,
    EDP_REC_ACCOUNT: bill.EDP_REC_ACCOUNT,
    EDP_PAYER_ACCOUNT: String(randomInt(100_000_000, 999_999_999)),
    // the confirmation's amount comes as 0.00
    EDP_AMOUNT: `${idramAmount(bill.EDP_AMOUNT)}.00`,
    EDP_TRANS_ID: `${now.getTime()}`.padStart(14, '0').slice(-14),
    EDP_TRANS_DATE: [now.getUTCDate(), now.getUTCMonth() + 1]
      .map((n) => String(n).padStart(2, '0'))
      .concat(String(now.getUTCFullYear()))
      .join('/'),
  };
  const confirmed = await post(options, {
    ...confirmation,
    EDP_CHECKSUM: idramChecksum(confirmation, options.idram.secretKey),
  });
  return confirmed === 'OK' ? undefined : confirmed;
}

async function post(options: TestWalletOptions, fields: Record<string, string>): Promise<string> {
  try {
    const response = await fetch(options.resultUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    return (await response.text()).trim();
  } catch (error) {
    return `The shop did not answer: ${(error as Error).message}`;
  }
}

function walletPage(bill: Bill): PlainPage {
  const hidden = [...FORM_FIELDS.map((name) => [name, bill[name]]), ...Object.entries(bill.own)]
    .map(
      ([name, value]) => `<input type="hidden" name="${escape(name!)}" value="${escape(value!)}">`,
    )
    .join('\n');
  return {
    lang: 'en',
    title: 'Test Idram wallet',
    body: `<h1>Test Idram wallet</h1>
<p class="note">This is the shop's test Idram wallet: no account is needed and no money is taken.</p>
<dl>
<dt>Bill</dt><dd>${escape(bill.EDP_BILL_NO)}</dd>
<dt>Description</dt><dd>${escape(bill.EDP_DESCRIPTION || '-')}</dd>
<dt>Amount</dt><dd>${escape(bill.EDP_AMOUNT)} AMD</dd>
</dl>
<form method="post" action="pay">
${hidden}
<div class="actions">
<button type="submit" name="action" value="pay">Pay ${escape(bill.EDP_AMOUNT)} AMD</button>
<button type="submit" name="action" value="decline">Decline</button>
</div>
</form>`,
  };
}

function refusal(reason: string, failUrl?: string, bill?: Bill): PlainPage {
  const link =
    failUrl && bill ? `<p><a href="${escape(back(failUrl, bill))}">Back to the shop</a></p>` : '';
  return {
    lang: 'en',
    title: 'Payment refused',
    body: `<h1>Payment refused</h1>\n<p role="alert">${escape(reason)}</p>${link}`,
  };
}
