import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import {
  messages,
  passwordMessages,
  Role,
  type PublicUser,
  type RegisterBody,
  type RoleId,
  type SignInBody,
  type SignInResponse,
  staffMessages,
  type UpdateUserBody,
} from '@voski/contract';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { products, users } from '../../db/schema/index.ts';
import { clientKey } from '../../http/client-key.ts';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.ts';
import type { StaffUser } from '../../http/access.ts';
import { tooMany } from '../../http/throttle.ts';
import type { BackoffRule } from '../../http/throttle-rules.ts';
import type { ThrottleStore } from '../../http/throttle-store.ts';
import { bare, weakPasswordReason, type PasswordOwner } from './password-policy.ts';
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

/**
 * The catalogue's product names (any language) found in a password, letters and digits only as
 * `bare` reads them. The database looks, so a catalogue of any size is never loaded; a staff
 * password is set rarely enough for the scan.
 */
async function productNamesIn(db: Db, password: string): Promise<string[]> {
  const plain = bare(password);
  const name = sql`regexp_replace(lower(name), '[[:space:][:punct:]]', '', 'g')`;
  const result = await db.execute(sql`
    select distinct name from (
      select unnest(array[${products.title}, ${products.title_en}, ${products.title_ru}]) as name
      from ${products}
    ) names
    where length(${name}) >= 4 and strpos(${plain}, ${name}) > 0
    limit 20`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name);
}

/** The refusal of a weak new password, as a 422 on `password`; nothing when it is good. */
async function passwordErrors(
  db: Db,
  password: string,
  owner: PasswordOwner,
): Promise<Record<string, string[]>> {
  const reason = await weakPasswordReason(password, owner, await productNamesIn(db, password));
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
    .where(and(eq(users.role_id, Role.Admin), isNull(users.deactivated_at)))
    .for('update');
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!target) throw notFound(staffMessages.userNotFound);
  // the only active admin: never demoted, deactivated nor deleted
  const lastAdmin = admins.length === 1 && admins[0]!.id === target.id;
  return { target, lastAdmin };
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
    const address = clientKey(ip);
    const pairKey = `signin|${address}|${account}`;
    const addressOnly = `signin|${address}`;
    const wait = await this.throttles.reserve([
      { key: pairKey, rule: this.throttle.perAccountAddress },
      { key: addressOnly, rule: this.throttle.perAddress },
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
    // told only to whoever knows the password
    if (user.deactivated_at) throw invalid({ email: [messages.deactivated] });
    await Promise.all([this.throttles.forget(pairKey), this.throttles.release(addressOnly)]);
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
    if (!session || session.user.deactivated_at) return null;
    return { ...toPublic(session.user), tokenId: session.tokenId };
  }

  async signOut(tokenId: number): Promise<void> {
    await this.sessions.revoke(tokenId);
  }

  /** Ends every session of a user: their own "sign out everywhere", or an Admin's doing. */
  async signOutEverywhere(userId: number): Promise<void> {
    await this.sessions.revokeAllOf(userId);
  }

  /** Deletes a batch of tokens that ended over a day ago; answers how many. */
  purgeEndedSessions(): Promise<number> {
    return this.sessions.purgeEnded();
  }

  async endSessionsOf(id: number): Promise<void> {
    const [user] = await this.db.select({ id: users.id }).from(users).where(eq(users.id, id));
    if (!user) throw notFound(staffMessages.userNotFound);
    await this.sessions.revokeAllOf(id);
  }

  async register(body: RegisterBody): Promise<PublicUser> {
    const taken = { email: [staffMessages.emailTaken] };
    const [existing] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
    const errors = {
      ...(existing ? taken : {}),
      ...(await passwordErrors(this.db, body.password, body)),
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
    return rows.map((u) => ({
      ...toPublic(u),
      created_at: u.created_at.toISOString(),
      active: u.deactivated_at === null,
    }));
  }

  /**
   * An Admin's change of a user's name, role, password or activity. A new password ends the
   * user's sessions (but the caller's own), and so does deactivation (all of them); a role takes
   * effect at once, as every request reads it. Nobody demotes or deactivates themselves, and
   * the last active admin stays one.
   */
  async updateUser(id: number, changes: UpdateUserBody, by: StaffUser): Promise<PublicUser> {
    const [current] = await this.db.select().from(users).where(eq(users.id, id));
    if (!current) throw notFound(staffMessages.userNotFound);
    let password_hash: string | undefined;
    if (changes.password !== undefined) {
      const owner = { email: current.email, name: changes.name ?? current.name };
      const errors = await passwordErrors(this.db, changes.password, owner);
      if (errors.password) throw invalid(errors);
      password_hash = await hashPassword(changes.password);
    }
    return this.db.transaction(async (tx) => {
      const { target, lastAdmin } = await lockAdminsAnd(tx, id);
      const demoted =
        target.role_id === Role.Admin &&
        changes.role_id !== undefined &&
        changes.role_id !== Role.Admin;
      const deactivated = changes.active === false && target.deactivated_at === null;
      if (demoted && lastAdmin) throw conflict(staffMessages.lastAdminDemoted);
      if (deactivated && lastAdmin) throw conflict(staffMessages.lastAdminDeactivated);
      if ((demoted || deactivated) && target.id === by.id) {
        throw conflict(demoted ? staffMessages.selfDemoted : staffMessages.selfDeactivated);
      }
      const set = {
        name: changes.name,
        role_id: changes.role_id,
        password_hash,
        deactivated_at:
          changes.active === undefined ? undefined : changes.active ? null : new Date(),
      };
      if (Object.values(set).every((value) => value === undefined)) return toPublic(target);
      const [user] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
      if (deactivated) await this.sessions.revokeAllOf(id, undefined, tx);
      else if (password_hash) await this.sessions.revokeAllOf(id, by.tokenId, tx);
      return toPublic(user!);
    });
  }

  async deleteUser(id: number, by: StaffUser): Promise<void> {
    if (id === by.id) throw forbidden(staffMessages.selfDeleted);
    await this.db.transaction(async (tx) => {
      const { lastAdmin } = await lockAdminsAnd(tx, id);
      if (lastAdmin) throw conflict(staffMessages.lastAdminDeleted);
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
    if (await this.emailTaken(user.email)) return false;
    try {
      await this.register(user);
      return true;
    } catch (error) {
      // Instances starting together race to create the first admin: one wins, the rest see it.
      if (await this.emailTaken(user.email)) return false;
      throw error;
    }
  }

  private async emailTaken(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    return row !== undefined;
  }
}
