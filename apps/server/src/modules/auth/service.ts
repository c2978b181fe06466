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
import { conflict, forbidden, HttpError, invalid, notFound } from '../../http/errors.ts';
import type { StaffUser } from '../../http/access.ts';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords.ts';
import { RateWindow } from '../../http/rate-window.ts';
import { hashToken, newToken } from './tokens.ts';

export interface AuthOptions {
  tokenTtlSeconds: number;
  /** Failed sign-ins allowed per account and per IP in a window. */
  throttle?: { perAccount: number; perIp: number; windowMs: number };
}

const defaultThrottle = { perAccount: 5, perIp: 20, windowMs: 15 * 60_000 };

const toPublic = (u: typeof users.$inferSelect): PublicUser => ({
  id: u.id,
  name: u.name,
  email: u.email,
  role_id: u.role_id as RoleId,
});

export class AuthService {
  private readonly perAccount: RateWindow;
  private readonly perIp: RateWindow;

  constructor(
    private readonly db: Db,
    private readonly options: AuthOptions,
  ) {
    const t = options.throttle ?? defaultThrottle;
    this.perAccount = new RateWindow({ limit: t.perAccount, windowMs: t.windowMs });
    this.perIp = new RateWindow({ limit: t.perIp, windowMs: t.windowMs });
  }

  async signIn(body: SignInBody, ip: string): Promise<SignInResponse> {
    const account = body.email.toLowerCase();
    const wait = Math.max(this.perIp.retryAfter(ip), this.perAccount.retryAfter(account));
    if (wait > 0) {
      throw new HttpError(429, messages.tooManyAttempts, undefined, {
        'Retry-After': String(wait),
      });
    }
    const [user] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, account));
    const ok = user
      ? await verifyPassword(user.password_hash, body.password)
      : await verifyDecoy(body.password);
    if (!user || !ok) {
      this.perIp.hit(ip);
      this.perAccount.hit(account);
      throw invalid({ email: [messages.badCredentials] });
    }
    this.perAccount.clear(account);
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
