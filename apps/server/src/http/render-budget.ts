import type { FastifyRequest } from 'fastify';
import { matchStorefrontPath, type Locale } from '@voski/contract';
import { clientKey } from './client-key.ts';
import type { RenderBudget } from './page-cache.ts';
import { plainPageResponse } from './plain-page.ts';
import { retryAfterSeconds, type BackoffRule } from './throttle-rules.ts';
import { MemoryThrottleStore, type ThrottleStore } from './throttle-store.ts';

/**
 * Renders each client may ask of this instance: a burst of `free`, then one every
 * `firstDelayMs`, forgotten after a quiet minute. A shopper opening pages one by one never
 * meets it; a client asking for a new search, path or data request every few milliseconds gets
 * a 429 for most of them. Pages served from memory are never counted.
 *
 * A search page takes 60-100 ms of the one thread here: at one render a second, six clients
 * kept it busy and cached pages waited 0.4 s; at one per five seconds they waited 4 ms (p50,
 * bench/hostile-pages.ts).
 */
export const RENDER_RULE: BackoffRule = {
  kind: 'backoff',
  free: 20,
  firstDelayMs: 5000,
  // The pause stays the same however long the client keeps asking.
  growEvery: Number.MAX_SAFE_INTEGER,
  maxDelayMs: 5000,
  forgetMs: 60_000,
};

/** The rule for a burst of `burst` renders, then one every `intervalMs`. */
export const renderRule = ({ burst, intervalMs }: { burst: number; intervalMs: number }) =>
  ({
    ...RENDER_RULE,
    free: burst,
    firstDelayMs: intervalMs,
    maxDelayMs: intervalMs,
  }) satisfies BackoffRule;

const tooMany: Record<Locale, { title: string; body: (seconds: number) => string }> = {
  hy: {
    title: 'Չափազանց շատ հարցումներ',
    body: (s) => `Էջերը բացվում են չափազանց արագ։ Խնդրում ենք փորձել կրկին ${s} վայրկյանից։`,
  },
  en: {
    title: 'Too many requests',
    body: (s) => `Pages are being opened too quickly. Please try again in ${s} seconds.`,
  },
  ru: {
    title: 'Слишком много запросов',
    body: (s) => `Страницы открываются слишком быстро. Попробуйте ещё раз через ${s} с.`,
  },
};

/**
 * Counts renders per client address (IPv6 per /64) in this process: a render costs this
 * instance's CPU, whatever the other instances do, and a page view must not wait on Redis.
 */
export function renderBudget(
  rule: BackoffRule = RENDER_RULE,
  store: ThrottleStore = new MemoryThrottleStore(),
): RenderBudget {
  return async (request: FastifyRequest) => {
    const wait = await store.reserve([{ key: `render|${clientKey(request.ip)}`, rule }]);
    if (wait === 0) return undefined;
    const seconds = retryAfterSeconds(wait);
    const { locale } = matchStorefrontPath(new URL(request.url, 'http://page.invalid').pathname);
    const text = tooMany[locale];
    return plainPageResponse(
      {
        lang: locale,
        title: text.title,
        body: `<h1>${text.title}</h1><p>${text.body(seconds)}</p>`,
      },
      429,
      { 'retry-after': String(seconds) },
    );
  };
}

const busy: Record<Locale, { title: string; body: string }> = {
  hy: {
    title: 'Խանութը զբաղված է',
    body: 'Այս պահին շատ այցելուներ կան։ Խնդրում ենք փորձել կրկին մի քանի վայրկյանից։',
  },
  en: {
    title: 'The shop is busy',
    body: 'There are many visitors at the moment. Please try again in a few seconds.',
  },
  ru: {
    title: 'Магазин занят',
    body: 'Сейчас очень много посетителей. Попробуйте ещё раз через несколько секунд.',
  },
};

/** The 503 a page gets when too many renders are waiting already. */
export function busyPage(locale: Locale): Response {
  const text = busy[locale];
  return plainPageResponse(
    { lang: locale, title: text.title, body: `<h1>${text.title}</h1><p>${text.body}</p>` },
    503,
    { 'retry-after': '5' },
  );
}
