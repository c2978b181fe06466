import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  messages,
  Role,
  type PublicUser,
  type RegisterBody,
  type RoleId,
  type SignInBody,
  type SignInResponse,
} from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { accessTokens, users } from '../../db/schema/index.ts';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.ts';
import type { StaffUser } from '../../http/access.ts';
import { tooMany } from '../../http/throttle.ts';
import type { BackoffRule } from '../../http/throttle-rules.ts';
import type { ThrottleStore } from '../../http/throttle-store.ts';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords.ts';
import { hashToken, newToken } from './tokens.ts';

/**
 * Sign-in delays. One pair of an account and an address slows down fast; an address, whatever
 * accounts it tries, more gently. Nothing counts per account alone: wrong passwords sent from
 * elsewhere never keep the staff member out of their own address.
 */
export interface SignInThrottle {
  perAccountAddress: BackoffRule;
  perAddress: BackoffRule;
}

export interface AuthOptions {
  tokenTtlSeconds: number;
  throttle?: Partial<SignInThrottle>;
}

const SECOND = 1000;
const HOUR = 3_600_000;
const defaultThrottle: SignInThrottle = {
  // 5 tries at once, then 1 s, 2 s, 4 s ... up to an hour between tries.
  perAccountAddress: {
    kind: 'backoff',
    free: 5,
    firstDelayMs: SECOND,
    growEvery: 1,
    maxDelayMs: HOUR,
    forgetMs: 24 * HOUR,
  },
  // 20 tries at once, then 1 s for five tries, 2 s for five ... up to an hour.
  perAddress: {
    kind: 'backoff',
    free: 20,
    firstDelayMs: SECOND,
    growEvery: 5,
    maxDelayMs: HOUR,
    forgetMs: 2 * HOUR,
  },
};

const toPublic = (u: typeof users.$inferSelect): PublicUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role_id: u.role_id as RoleId,
});

export class AuthService {
  private readonly throttle: SignInThrottle;

  constructor(
    private readonly db: Db,
    private readonly throttles: ThrottleStore,
    private readonly options: AuthOptions,
  ) {
    this.throttle = { ...defaultThrottle, ...options.throttle };
  }

  /**
   * Every try is counted as a failure before the password is checked, so tries arriving
   * together cannot all be checked; a right password takes its count back.
   */
  async signIn(body: SignInBody, ip: string): Promise<SignInResponse> {
    const account = body.email.toLowerCase();
    const pairKey = `signin|${ip}|${account}`;
    const addressKey = `signin|${ip}`;
    const wait = await this.throttles.reserve([
      { key: pairKey, rule: this.throttle.perAccountAddress },
      { key: addressKey, rule: this.throttle.perAddress },
    ]);
    if (wait > 0) throw tooMany(messages.tooManyAttempts, wait);
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, account));
    const ok = user
      ? await verifyPassword(user.password_hash, body.password)
      : await verifyDecoy(body.password);
    if (!user || !ok) throw invalid({ email: [messages.badCredentials] });
    await Promise.all([this.throttles.forget(pairKey), this.throttles.release(addressKey)]);
    const token = newToken();
    await this.db.insert(accessTokens).values({
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + this.options.tokenTtlSeconds * 1000),
    });
    return {
      status: true,
      access_token: token,
      token_type: 'Bearer',
      expires_in: this.options.tokenTtlSeconds,
      user: toPublic(user),
    };
  }

  /** The staff member a live token belongs to, or null for an unknown, expired or revoked one. */
  async authenticate(token: string): Promise<StaffUser | null> {
    const [row] = await this.db
      .select({ user: users, tokenId: accessTokens.id })
      .from(accessTokens)
      .innerJoin(users, eq(users.id, accessTokens.user_id))
      .where(
        and(
          eq(accessTokens.token_hash, hashToken(token)),
          isNull(accessTokens.revoked_at),
          gt(accessTokens.expires_at, sql`now()`),
        ),
      );
    return row ? { ...toPublic(row.user), tokenId: row.tokenId } : null;
  }

  async signOut(tokenId: number): Promise<void> {
    await this.db
      .update(accessTokens)
      .set({ revoked_at: new Date() })
      .where(eq(accessTokens.id, tokenId));
  }

  async register(body: RegisterBody): Promise<PublicUser> {
    const emailTaken = invalid({ email: ['The email has already been taken.'] });
    const [existing] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
    if (existing) throw emailTaken;
    const password_hash = await hashPassword(body.password);
    try {
      const [user] = await this.db
        .insert(users)
        .values({ name: body.name, email: body.email, password_hash, role_id: body.role_id })
        .returning();
      return toPublic(user!);
    } catch (error) {
      // Two registrations of one email at once: the unique index decides.
      if (isUniqueViolation(error)) throw emailTaken;
      throw error;
    }
  }

  async listUsers() {
    const rows = await this.db.select().from(users).orderBy(asc(users.id));
    return rows.map((u) => ({ ...toPublic(u), created_at: u.created_at.toISOString() }));
  }

  async deleteUser(id: number, by: StaffUser): Promise<void> {
    if (id === by.id) throw forbidden('You cannot delete your own account.');
    await this.db.transaction(async (tx) => {
      // Lock the admins so two admins deleting each other cannot leave none.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.role_id, Role.Admin))
        .for('update');
      const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
      if (!target) throw notFound('User not found.');
      if (target.role_id === Role.Admin && admins.length <= 1) {
        throw conflict('The last admin cannot be deleted.');
      }
      await tx.delete(users).where(eq(users.id, id));
    });
  }

  async countAdmins(): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.role_id, Role.Admin));
    return row?.n ?? 0;
  }

  /** Creates the account unless its email is taken; true when it was created. */
  async ensureUser(user: { name: string; email: string; password: string; role_id: RoleId }) {
    const [existing] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, user.email.toLowerCase()));
    if (existing) return false;
    await this.register(user);
    return true;
  }
}
