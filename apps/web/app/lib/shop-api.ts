import type { DeclaredKey, Endpoints, ErrorBody } from '@voski/contract';
import {
  endpointAddress,
  endpointUrl,
  type Answer,
  type OptionsArg,
} from '@voski/contract/endpoint';

/**
 * An answer of the shop's API to the shopper's browser, typed by the endpoint's declaration: the
 * server checks every answer against it on the way out (ADR 0031), so only its being JSON at
 * all is in doubt (a proxy in front may answer a page of its own).
 */
export type ShopAnswer<K extends DeclaredKey> =
  | { ok: true; status: number; data: Answer<Endpoints[K]> }
  | { ok: false; status: number; error: ErrorBody | null };

/** A status and the JSON it came with (null: none, or not JSON) as the answer of `K`. */
export function shopAnswer<K extends DeclaredKey>(status: number, body: unknown): ShopAnswer<K> {
  const isObject = typeof body === 'object' && body !== null;
  if (status >= 200 && status < 300 && isObject) {
    return { ok: true, status, data: body as Answer<Endpoints[K]> };
  }
  const error = isObject && typeof (body as { message?: unknown }).message === 'string';
  return { ok: false, status, error: error ? (body as ErrorBody) : null };
}

/**
 * Calls the contract's endpoint `key` from the browser: its address, params, query and body
 * from the declaration. A failed answer is `ok: false`; a network failure throws.
 */
export async function callShop<K extends DeclaredKey>(
  key: K,
  init: { headers?: Record<string, string>; signal?: AbortSignal },
  ...[options]: OptionsArg<Endpoints[K]>
): Promise<ShopAnswer<K>> {
  const { method } = endpointAddress(key);
  const body = (options as { body?: unknown } | undefined)?.body;
  const response = await fetch(endpointUrl(key, options), {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(init.signal ? { signal: init.signal } : {}),
  });
  return shopAnswer<K>(response.status, await response.json().catch(() => null));
}
