import { createHash } from 'node:crypto';
import { and, gt, inArray, lte, sql } from 'drizzle-orm';
import { orderCountry, type BasketLine, type PlaceOrderBody } from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { orderClaims } from '../../db/schema/index.ts';

/**
 * Idempotency of placing an order. Each request names the keys it claims: its
 * `Idempotency-Key` (kept a day) and its customer-and-basket fingerprint (kept for the
 * duplicate window). The order's transaction inserts them; a key held by another unexpired
 * claim makes the transaction roll back and the request answer that claim's order instead.
 * The primary key decides between simultaneous requests, so there is no check-then-insert race.
 */
export interface Claim {
  key: string;
  fingerprint: string;
  seconds: number;
}

export const IDEMPOTENCY_KEY_SECONDS = 24 * 3600;
/** How the claim of an `Idempotency-Key` begins (the basket's begins otherwise). */
export const IDEMPOTENCY_CLAIM = 'key:';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The same customer, delivery, payment type and basket give the same fingerprint. */
export function orderFingerprint(body: PlaceOrderBody, basket: readonly BasketLine[]): string {
  const lines = [...basket]
    .sort((a, b) => a.id - b.id || (a.size ?? '').localeCompare(b.size ?? ''))
    .map((l) => (l.size === undefined ? [l.id, l.quantity] : [l.id, l.quantity, l.size]));
  return sha256(
    JSON.stringify([
      body.name,
      body.surname,
      body.email.toLowerCase(),
      body.phone,
      body.region,
      body.address,
      body.message,
      body.paymentType,
      lines,
      // Only where the region alone does not tell it, so earlier fingerprints stay the same.
      ...(body.country === orderCountry(undefined, body.region) ? [] : [body.country]),
      // A discount code makes another order (absent: the fingerprint stays as it was).
      ...(body.code ? [{ code: body.code }] : []),
    ]),
  );
}

/** The request's claims, its Idempotency-Key first. */
export function claimsFor(
  fingerprint: string,
  idempotencyKey: string | undefined,
  windowSeconds: number,
): Claim[] {
  const claims: Claim[] = [];
  if (idempotencyKey) {
    claims.push({
      key: `${IDEMPOTENCY_CLAIM}${sha256(idempotencyKey)}`,
      fingerprint,
      seconds: IDEMPOTENCY_KEY_SECONDS,
    });
  }
  if (windowSeconds > 0) {
    claims.push({ key: `basket:${fingerprint}`, fingerprint, seconds: windowSeconds });
  }
  return claims;
}

const expiresIn = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** The unexpired claims among `keys`. */
export async function findClaims(
  db: Db,
  keys: readonly string[],
): Promise<Map<string, { order_id: number; fingerprint: string }>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select({
      key: orderClaims.key,
      order_id: orderClaims.order_id,
      fingerprint: orderClaims.fingerprint,
    })
    .from(orderClaims)
    .where(and(inArray(orderClaims.key, [...keys]), gt(orderClaims.expires_at, sql`now()`)));
  return new Map(rows.map(({ key, ...claim }) => [key, claim]));
}

/**
 * Claims every key for the order in one statement (an expired claim is taken over). Answers
 * whether all are now this order's. Rows are written in key order, so two requests waiting on
 * each other's keys cannot deadlock.
 */
export async function takeClaims(
  tx: Tx,
  claims: readonly Claim[],
  orderId: number,
): Promise<boolean> {
  if (claims.length === 0) return true;
  const sorted = [...claims].sort((a, b) => (a.key < b.key ? -1 : 1));
  const won = await tx
    .insert(orderClaims)
    .values(
      sorted.map((claim) => ({
        key: claim.key,
        order_id: orderId,
        fingerprint: claim.fingerprint,
        expires_at: expiresIn(claim.seconds),
      })),
    )
    .onConflictDoUpdate({
      target: orderClaims.key,
      set: {
        order_id: orderId,
        fingerprint: sql`excluded.fingerprint`,
        expires_at: sql`excluded.expires_at`,
        created_at: sql`now()`,
      },
      setWhere: lte(orderClaims.expires_at, sql`now()`),
    })
    .returning({ key: orderClaims.key });
  return won.length === claims.length;
}

/** Points a key at an order found through another key; a key already held stays as it is. */
export async function addClaim(db: Db, claim: Claim, orderId: number): Promise<void> {
  await db
    .insert(orderClaims)
    .values({
      key: claim.key,
      order_id: orderId,
      fingerprint: claim.fingerprint,
      expires_at: expiresIn(claim.seconds),
    })
    .onConflictDoNothing();
}

export async function dropExpiredClaims(db: Db): Promise<number> {
  const gone = await db
    .delete(orderClaims)
    .where(lte(orderClaims.expires_at, sql`now()`))
    .returning({ key: orderClaims.key });
  return gone.length;
}
