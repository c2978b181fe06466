import type { DeclaredKey, Endpoints } from '@voski/contract';
import {
  endpointAddress,
  endpointUrl,
  type Answer,
  type OptionsArg,
} from '@voski/contract/endpoint';
import { staffFetch } from '../api';
import { ApiError, apiErrorFrom, unreachableMessage } from './api-error';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A staff call answering JSON; a non-2xx answer (or no answer) becomes an ApiError. */
export async function requestJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await staffFetch(path, init);
  } catch {
    throw new ApiError(0, unreachableMessage);
  }
  const body = await readBody(response);
  if (!response.ok) throw apiErrorFrom(response.status, body);
  return body as T;
}

/**
 * Calls the contract's endpoint `key` (`'PUT /faqs/:id'`): its address from the declaration,
 * its params, query and body checked against it, its answer typed by it.
 */
export function callEndpoint<K extends DeclaredKey>(
  key: K,
  ...[options]: OptionsArg<Endpoints[K]>
): Promise<Answer<Endpoints[K]>> {
  const { method } = endpointAddress(key);
  const body = (options as { body?: unknown } | undefined)?.body;
  return requestJson(endpointUrl(key, options), {
    ...(method === 'GET' ? {} : { method }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
