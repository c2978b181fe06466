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

export const getJson = <T>(path: string) => requestJson<T>(path);

export function sendJson<T>(
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
) {
  return requestJson<T>(path, {
    method,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
