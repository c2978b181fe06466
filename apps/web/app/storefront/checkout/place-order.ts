import type { Endpoints, ErrorBody } from '@voski/contract';
import type { CallInput } from '@voski/contract/endpoint';
import { pickupMessages } from '@voski/contract/countries';
import { holdRefusalOf, type HoldRefusal } from '@voski/contract/hold-messages';
import { codeRefusalOf, type CodeRefusal } from '@voski/contract/promotion-rules';
import type { CheckoutDraft, DraftField } from './checkout-form';
import { apiFieldErrors, apiMessageId } from '../content/contact-form';
import type { Locale } from '../../lib/i18n/locale';
import type { MessageId } from '../../lib/i18n/messages';
import { callShop, type ShopAnswer } from '../../lib/shop-api';

/** A field's message: a catalog id, or the server's own text when it has no translation. */
export type FieldMessage = MessageId | { text: string };
export type FieldMessages = Partial<Record<DraftField, FieldMessage>>;

type PlaceOrderBody = CallInput<Endpoints['POST /payment/signIn']>['body'];

/** What the checkout sends: a body the contract's place-order endpoint takes. */
export interface OrderRequest {
  name: string;
  surname: string;
  email: string;
  phone: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  region: string;
  address: string;
  message: string;
  paymentType: number;
  /** Only `id`, `quantity` and `size` are read by the server, which prices everything itself. */
  products: { id: number; quantity: number; size?: string }[];
  /** The language of the payment page. */
  language: Locale;
  /** A discount code (issue 37). */
  code?: string;
  /** The pickup point to collect the order at (issue 38). */
  pickup?: number;
}

export function orderRequest(
  draft: CheckoutDraft,
  basket: readonly { id: number; quantity: number; size?: string }[],
  language: Locale,
): OrderRequest {
  return {
    name: draft.name.trim(),
    surname: draft.surname.trim(),
    email: draft.email.trim(),
    phone: draft.phone.trim(),
    country: draft.country,
    region: draft.region.trim(),
    address: draft.address.trim(),
    message: draft.message.trim(),
    paymentType: Number(draft.paymentType),
    products: basket.map(({ id, quantity, size }) => ({ id, quantity, ...(size ? { size } : {}) })),
    language,
    ...(draft.code.trim() ? { code: draft.code.trim() } : {}),
    ...(draft.pickup ? { pickup: Number(draft.pickup) } : {}),
  };
}

export type PlaceOutcome =
  | { kind: 'started'; orderId: string; orderNumber: number; paymentUrl: string }
  | {
      kind: 'invalid';
      fields: FieldMessages;
      /** Basket problems: the products named (by id) and the server's texts. */
      products: { ids: number[]; texts: string[] } | null;
      /** A 422 about nothing the visitor can fix here (the Idempotency-Key, say). */
      other: string | null;
    }
  /** Pieces sold out since they were put in the basket: the products named (by id). */
  | { kind: 'soldOut'; ids: number[] }
  | { kind: 'throttled' | 'gateway' | 'busy' | 'failed' }
  /** The shop's caps on the pieces unpaid orders hold. */
  | { kind: HoldRefusal }
  /** The discount code can no longer be used (its last use went to someone else, say). */
  | { kind: 'code'; refused: CodeRefusal };

/** The server's order messages that are not field rules, and their catalog ids. */
const orderMessageIds: Record<string, MessageId> = {
  'Payment by Idram is not available at the moment. Please choose another payment type.':
    'checkout.error.idramUnavailable',
  'Card payments are not available at the moment.': 'checkout.error.cardUnavailable',
  'PayPal payments are not available at the moment.': 'checkout.error.paypalUnavailable',
  'Please choose a country.': 'form.error.countryRequired',
  'We do not deliver to this country at the moment.': 'checkout.error.zoneClosed',
  [pickupMessages.unknown]: 'checkout.error.pickup',
  [pickupMessages.notHere]: 'checkout.error.pickup',
};

const ownFields: DraftField[] = ['country', 'region', 'address', 'paymentType', 'pickup'];

function firstText(value: unknown): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : undefined;
}

function fieldMessage(text: string): FieldMessage {
  return apiMessageId(text) ?? orderMessageIds[text] ?? { text };
}

/** "Product 12 does not exist.", "“Ring” (product 12) is not available." → 12 */
function productIds(texts: readonly string[]): number[] {
  const ids = texts.flatMap((text) => [...text.matchAll(/\bproduct (\d+)/gi)].map((m) => +m[1]!));
  return [...new Set(ids)];
}

function invalidOutcome(body: ErrorBody | null): PlaceOutcome {
  const errors: Record<string, unknown> = body?.errors ?? {};
  // the contact form's fields, with its translations (or "check this field")
  const fields: FieldMessages = { ...apiFieldErrors(body) };
  for (const field of ownFields) {
    const text = firstText(errors[field]);
    if (text) fields[field] = fieldMessage(text);
  }
  const productTexts = Object.entries(errors)
    .filter(([field]) => field === 'products' || field.startsWith('products.'))
    .flatMap(([, value]) => (Array.isArray(value) ? value : [value]))
    .filter((text): text is string => typeof text === 'string');
  const products = productTexts.length
    ? { ids: productIds(productTexts), texts: productTexts }
    : null;
  const known = Object.keys(fields).length > 0 || products !== null;
  const other = known ? null : (body?.message ?? '');
  return { kind: 'invalid', fields, products, other };
}

/** What a `POST /api/payment/signIn` answer means for the checkout. */
export function interpretPlaceAnswer(answer: ShopAnswer<'POST /payment/signIn'>): PlaceOutcome {
  if (answer.ok) {
    const { orderId, orderNumber } = answer.data;
    const paymentUrl = 'formUrl' in answer.data ? answer.data.formUrl : answer.data.approval_url;
    // Only the web (or the shop's own pages) is followed, whatever the gateway gave.
    return /^(https?:\/\/|\/(?!\/))/.test(paymentUrl)
      ? { kind: 'started', orderId, orderNumber, paymentUrl }
      : { kind: 'failed' };
  }
  const { status, error } = answer;
  if (status === 422 || status === 429) {
    const hold = holdRefusalOf(error?.message);
    if (hold) return { kind: hold };
  }
  if (status === 422) {
    const refused = codeRefusalOf(error?.errors?.code?.[0]);
    if (refused) return { kind: 'code', refused };
    return invalidOutcome(error);
  }
  if (status === 429) return { kind: 'throttled' };
  if (status === 409) {
    const texts = error?.errors?.products ?? [];
    return texts.length ? { kind: 'soldOut', ids: productIds(texts) } : { kind: 'busy' };
  }
  if (status === 502 || status === 503 || status === 504) return { kind: 'gateway' };
  return { kind: 'failed' };
}

/**
 * Places the order. The same `idempotencyKey` for the same request answers the same order, so a
 * retry after a lost answer cannot place a second one. A network failure throws.
 */
export async function placeOrder(
  request: OrderRequest,
  idempotencyKey: string,
): Promise<PlaceOutcome> {
  const body: PlaceOrderBody = request;
  return interpretPlaceAnswer(
    await callShop(
      'POST /payment/signIn',
      { headers: { 'idempotency-key': idempotencyKey } },
      { body },
    ),
  );
}
