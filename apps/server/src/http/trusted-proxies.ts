import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies in front of the server are believed about the client's address: none, a number
 * of hops, or the proxies' own addresses. Fastify then takes the address the nearest untrusted
 * hop was seen from (the right-most one that is not a trusted proxy's), never the left-most
 * one of `X-Forwarded-For`, which the client writes itself.
 */
export type TrustProxy = false | number | string[];

/** Names proxy-addr (Fastify's) knows for address ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const HOPS_MAX = 10;
const rule =
  'Expected 0 (no proxy), a number of proxy hops, or a comma list of proxy addresses/CIDRs.';

/** TRUST_PROXY: `0`/empty/`false` none; `1`, `2` ... hops (`true` is one); or a list. */
export const trustProxySetting = z
  .string()
  .trim()
  .default('')
  .transform((value, ctx): TrustProxy => {
    const lower = value.toLowerCase();
    if (['', '0', 'false', 'no', 'off'].includes(lower)) return false;
    if (['true', 'yes', 'on'].includes(lower)) return 1;
    if (/^\d+$/.test(value) && Number(value) <= HOPS_MAX) return Number(value);
    const entries = value.split(',').map((e) => e.trim());
    if (entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({ code: 'custom', message: rule });
    return z.NEVER;
  });

/**
 * The setting as Fastify takes it. Fastify refuses a bare hop count (it trusts nothing then),
 * so hops become a rule on the hop's position: the connection's own peer is hop 0, the
 * right-most `X-Forwarded-For` entry hop 1, and so on.
 */
export function fastifyTrustProxy(
  setting: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
