import { and, eq, gt, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';

/** STAFF_IDLE_MINUTES when not set: a token unused for two hours is refused. */
export const STAFF_IDLE_DEFAULT_MINUTES = 120;

/** A token's last use is written at most once a minute, not on every request. */
const TOUCH_EVERY_MAX_MS = 60_000;
/** Ended tokens are kept this long (for the sessions list) before the purge deletes them. */
const PURGE_AFTER_MS = 24 * 3600_000;

export interface SessionOptions {
  tokenTtlSeconds: number;
  /** A token not used for this long is refused, whatever its expiry. */
  idleMs: number;
  /** Milliseconds since the epoch; tests move it instead of waiting. */
  now: () => number;
}

/**
 * Staff bearer tokens: issued at sign-in, refused once expired, revoked or idle. The last use
 * is written at most every tenth of the idle time (a minute at most), so a token in use is
 * never taken for idle and most requests read without writing.
 */
export class StaffSessions {
  private readonly touchEveryMs: number;

  constructor(
    private readonly db: Db,
    private readonly options: SessionOptions,
  ) {
    this.touchEveryMs = Math.min(TOUCH_EVERY_MAX_MS, options.idleMs / 10);
  }

  async issue(userId: number): Promise<string> {
    const token = newToken();
    const now = this.options.now();
    await this.db.insert(accessTokens).values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(now + this.options.tokenTtlSeconds * 1000),
      last_used_at: new Date(now),
    });
    return token;
  }

  /** The user of a live token, or null for an unknown, expired, revoked or idle one. */
  async authenticate(token: string) {
    const now = this.options.now();
    const idleSince = new Date(now - this.options.idleMs);
    const [row] = await this.db
      .select({
        user: users,
        tokenId: accessTokens.id,
        lastUsed: accessTokens.last_used_at,
        created: accessTokens.created_at,
      })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.user_id))
      .where(
        and(
          eq(accessTokens.token_hash, hashToken(token)),
          isNull(accessTokens.revoked_at),
          gt(accessTokens.expires_at, new Date(now)),
          // Tokens issued before last uses were kept count from their creation.
          or(
            gt(accessTokens.last_used_at, idleSince),
            and(isNull(accessTokens.last_used_at), gt(accessTokens.created_at, idleSince)),
          ),
        ),
      );
    if (!row) return null;
    if (now - (row.lastUsed ?? row.created).getTime() >= this.touchEveryMs) {
      await this.db
        .update(accessTokens)
        .set({ last_used_at: new Date(now) })
        .where(eq(accessTokens.id, row.tokenId));
    }
    return { user: row.user, tokenId: row.tokenId };
  }

  async revoke(tokenId: number): Promise<void> {
    await this.db
      .update(accessTokens)
      .set({ revoked_at: new Date(this.options.now()) })
      .where(eq(accessTokens.id, tokenId));
  }

  /** Revokes every live token of a user, but `keep` (the caller's own) when given. */
  async revokeAllOf(userId: number, keep?: number, db: Db | Tx = this.db): Promise<void> {
    await db
      .update(accessTokens)
      .set({ revoked_at: new Date(this.options.now()) })
      .where(
        and(
          eq(accessTokens.user_id, userId),
          isNull(accessTokens.revoked_at),
          keep === undefined ? undefined : ne(accessTokens.id, keep),
        ),
      );
  }

  /**
   * Deletes up to `limit` tokens that ended (expired, revoked or idle) more than a day ago:
   * they can never be used again, and the table would otherwise grow with every sign-in.
   * Answers how many went.
   */
  async purgeEnded(limit = 1000): Promise<number> {
    const before = new Date(this.options.now() - PURGE_AFTER_MS);
    const idleBefore = new Date(before.getTime() - this.options.idleMs);
    const ended = this.db
      .select({ id: accessTokens.id })
      .from(accessTokens)
      .where(
        or(
          lt(accessTokens.expires_at, before),
          lt(accessTokens.revoked_at, before),
          lt(accessTokens.last_used_at, idleBefore),
        ),
      )
      .limit(limit);
    const gone = await this.db
      .delete(accessTokens)
      .where(inArray(accessTokens.id, ended))
      .returning({ id: accessTokens.id });
    return gone.length;
  }
}
