import { asc, count, eq, sql } from 'drizzle-orm';
import {
  messages,
  passwordMessages,
  Role,
  type PublicUser,
  type RegisterBody,
  type RoleId,
  type SignInBody,
  type SignInResponse,
  type UpdateUserBody,
} from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { users } from '../../db/schema/index.ts';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.ts';
import type { StaffUser } from '../../http/access.ts';
import { tooMany } from '../../http/throttle.ts';
import type { BackoffRule } from '../../http/throttle-rules.ts';
import type { ThrottleStore } from '../../http/throttle-store.ts';
import { weakPasswordReason, type PasswordOwner } from './password-policy.ts';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords.ts';
import { StaffSessions } from './sessions.ts';

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
  /** A token not used for this long is refused (STAFF_IDLE_MINUTES). */
  idleMs: number;
  /** The clock tokens are timed by (milliseconds); tests move it instead of waiting. */
  now?: () => number;
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

/** The refusal of a weak new password, as a 422 on `password`; nothing when it is good. */
function passwordErrors(password: string, owner: PasswordOwner): Record<string, string[]> {
  const reason = weakPasswordReason(password, owner);
  return reason ? { password: [passwordMessages[reason]] } : {};
}

/**
 * Locks the admins and the user `id` for a change that could leave no admin: two admins
 * deleting or demoting each other at once cannot both succeed.
 */
async function lockAdminsAnd(tx: Tx, id: number) {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role_id, Role.Admin))
    .for('update');
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!target) throw notFound('User not found.');
  return { admins, target };
}

export class AuthService {
  private readonly throttle: SignInThrottle;
  private readonly sessions: StaffSessions;

  constructor(
    private readonly db: Db,
    private readonly throttles: ThrottleStore,
    private readonly options: AuthOptions,
  ) {
    this.throttle = { ...defaultThrottle, ...options.throttle };
    this.sessions = new StaffSessions(db, {
      tokenTtlSeconds: options.tokenTtlSeconds,
      idleMs: options.idleMs,
      now: options.now ?? Date.now,
    });
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
    const token = await this.sessions.issue(user.id);
    return {
      status: true,
      access_token: token,
      token_type: 'Bearer',
      expires_in: this.options.tokenTtlSeconds,
      user: toPublic(user),
    };
  }

  /** The staff member a live token belongs to, or null for an unknown, expired, revoked or idle one. */
  async authenticate(token: string): Promise<StaffUser | null> {
    const session = await this.sessions.authenticate(token);
    return session ? { ...toPublic(session.user), tokenId: session.tokenId } : null;
  }

  async signOut(tokenId: number): Promise<void> {
    await this.sessions.revoke(tokenId);
  }

  /** Ends every session of a user: their own "sign out everywhere", or an Admin's doing. */
  async signOutEverywhere(userId: number): Promise<void> {
    await this.sessions.revokeAllOf(userId);
  }

  async endSessionsOf(id: number): Promise<void> {
    const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!user) throw notFound('User not found.');
    await this.sessions.revokeAllOf(id);
  }

  async register(body: RegisterBody): Promise<PublicUser> {
    const taken = { email: ['The email has already been taken.'] };
    const [existing] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
    const errors = {
      ...(existing ? taken : {}),
      ...passwordErrors(body.password, body),
    };
    if (Object.keys(errors).length > 0) throw invalid(errors);
    const password_hash = await hashPassword(body.password);
    try {
      const [user] = await this.db
        .insert(users)
        .values({ name: body.name, email: body.email, password_hash, role_id: body.role_id })
        .returning();
      return toPublic(user!);
    } catch (error) {
      // Two registrations of one email at once: the unique index decides.
      if (isUniqueViolation(error)) throw invalid(taken);
      throw error;
    }
  }

  async listUsers() {
    const rows = await this.db.select().from(users).orderBy(asc(users.id));
    return rows.map((u) => ({ ...toPublic(u), created_at: u.created_at.toISOString() }));
  }

  /**
   * An Admin's change of a user's name, role or password. A new password ends the user's
   * sessions (but the caller's own); a role takes effect at once, as every request reads it.
   * Nobody demotes themselves, and the last admin stays one.
   */
  async updateUser(id: number, changes: UpdateUserBody, by: StaffUser): Promise<PublicUser> {
    const [current] = await this.db.select().from(users).where(eq(users.id, id));
    if (!current) throw notFound('User not found.');
    let password_hash: string | undefined;
    if (changes.password !== undefined) {
      const owner = { email: current.email, name: changes.name ?? current.name };
      const errors = passwordErrors(changes.password, owner);
      if (errors.password) throw invalid(errors);
      password_hash = await hashPassword(changes.password);
    }
    return this.db.transaction(async (tx) => {
      const { admins, target } = await lockAdminsAnd(tx, id);
      const demoted =
        target.role_id === Role.Admin &&
        changes.role_id !== undefined &&
        changes.role_id !== Role.Admin;
      if (demoted && admins.length <= 1) throw conflict('The last admin cannot be demoted.');
      if (demoted && target.id === by.id) {
        throw conflict('You cannot demote yourself; another admin can.');
      }
      const set = { name: changes.name, role_id: changes.role_id, password_hash };
      if (Object.values(set).every((value) => value === undefined)) return toPublic(target);
      const [user] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
      if (password_hash) await this.sessions.revokeAllOf(id, by.tokenId, tx);
      return toPublic(user!);
    });
  }

  async deleteUser(id: number, by: StaffUser): Promise<void> {
    if (id === by.id) throw forbidden('You cannot delete your own account.');
    await this.db.transaction(async (tx) => {
      const { admins, target } = await lockAdminsAnd(tx, id);
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
