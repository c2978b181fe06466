import { data, type AppLoadContext } from 'react-router';
import type { DeclaredKey, Endpoints } from '@voski/contract';
import { endpointUrl, type Answer, type CallOptions } from '@voski/contract/endpoint';
import type { MessageId } from './i18n/messages';
import type { PageFailure } from './page-failure';

/** The contract's GET endpoints: what a loader reads. */
type GetKey = Extract<DeclaredKey, `GET ${string}`>;
type Got<K extends GetKey> = Answer<Endpoints[K]>;
type Options<K extends GetKey> = CallOptions<Endpoints[K]>;

export interface ApiAnswer {
  status: number;
  /** The parsed JSON body, or null when there is none or it is not JSON. */
  body: unknown;
}

/** GETs through the in-process API; a failed call answers status 0 (or 502 when not JSON). */
export async function apiGet(context: AppLoadContext, path: string): Promise<ApiAnswer> {
  try {
    const response = await context.api(path, { headers: { accept: 'application/json' } });
    try {
      return { status: response.status, body: await response.json() };
    } catch {
      const ok = response.status >= 200 && response.status < 300;
      return { status: ok ? 502 : response.status, body: null };
    }
  } catch (error) {
    console.warn(`[web] ${path} failed:`, error instanceof Error ? error.message : error);
    return { status: 0, body: null };
  }
}

/**
 * GETs a JSON body through the in-process API; null when the call fails in any way, so a
 * loader can fall back (an empty menu) instead of failing the page. A contract endpoint's
 * answer comes typed by its declaration (the server has checked it against it).
 */
export async function getJson<K extends GetKey>(
  context: AppLoadContext,
  key: K,
  options?: Options<K>,
): Promise<Got<K> | null>;
export async function getJson(
  context: AppLoadContext,
  key: GetKey,
  options?: { params?: unknown; query?: unknown },
): Promise<unknown> {
  const path = endpointUrl(key, options);
  const { status, body } = await apiGet(context, path);
  if (status >= 200 && status < 300) return body;
  if (status !== 0) console.warn(`[web] ${path} answered ${status}`);
  return null;
}

/**
 * For content whose API may not exist yet (slides, posts, slogan, about, blogs): null on a
 * 404 without a warning, so the page simply leaves that section out.
 */
export async function getOptionalJson<K extends GetKey>(
  context: AppLoadContext,
  key: K,
  options?: Options<K>,
): Promise<Got<K> | null>;
export async function getOptionalJson(
  context: AppLoadContext,
  key: GetKey,
  options?: { params?: unknown; query?: unknown },
): Promise<unknown> {
  const path = endpointUrl(key, options);
  const { status, body } = await apiGet(context, path);
  if (status >= 200 && status < 300) return body;
  if (status !== 404 && status !== 0) console.warn(`[web] ${path} answered ${status}`);
  return null;
}

/**
 * GETs a record a page cannot do without: its body on success, a 404 page when the API says
 * it does not exist (or the id is malformed), an error page otherwise (503 when the API said
 * 503, else 502).
 */
export async function getRecord<K extends GetKey>(
  context: AppLoadContext,
  key: K,
  options?: Options<K>,
  /** What the error page says failed, when the API fails (a 404 stays the not-found page). */
  failure?: MessageId,
): Promise<Got<K>>;
export async function getRecord(
  context: AppLoadContext,
  key: GetKey,
  options?: { params?: unknown; query?: unknown },
  failure?: MessageId,
): Promise<unknown> {
  const path = endpointUrl(key, options);
  const { status, body } = await apiGet(context, path);
  if (status >= 200 && status < 300) return body;
  if (status === 404 || status === 422) throw notFound();
  console.warn(`[web] ${path} answered ${status}`);
  // 503: the shop's database or another part is away for a moment, and the page may come back.
  throw data(failure ? ({ failure } satisfies PageFailure) : null, {
    status: status === 503 ? 503 : 502,
  });
}

export function notFound() {
  return data(null, { status: 404 });
}

/** A positive integer route parameter, or a 404. */
export function idParam(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}
