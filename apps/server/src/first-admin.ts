import { randomBytes } from 'node:crypto';
import { Role } from '@voski/contract';
import { ConfigError, type Config } from './config.ts';
import { dataFolderSecret } from './data-secrets.ts';
import { HttpError } from './http/errors.ts';
import type { AuthService } from './modules/auth/service.ts';

const DEMO_ADMIN_EMAIL = 'admin@voski.am';

/** The demo admin's password is made once per data folder and kept beside the data. */
const demoAdminPassword = (dataDir: string) =>
  dataFolderSecret(dataDir, 'demo-admin-password.txt', () => randomBytes(9).toString('base64url'));

/**
 * Creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, or the demo admin, unless the
 * account exists. A password the staff password policy refuses stops the start with the reason
 * (a weak one is never stored); once the account exists, ADMIN_PASSWORD is not read again.
 * Answers the demo admin's credentials when it was set up.
 */
export async function ensureFirstAdmin(
  config: Pick<Config, 'adminEmail' | 'adminPassword' | 'demo' | 'dataDir'>,
  auth: AuthService,
): Promise<string | null> {
  if (config.adminEmail && config.adminPassword) {
    try {
      await auth.ensureUser({
        name: 'Administrator',
        email: config.adminEmail,
        password: config.adminPassword,
        role_id: Role.Admin,
      });
    } catch (error) {
      const refusal = error instanceof HttpError ? error.errors?.password : undefined;
      if (!refusal) throw error;
      throw new ConfigError(
        `Invalid configuration:\n  ADMIN_PASSWORD: ${refusal.join(' ')}\n` +
          `  The first admin (${config.adminEmail}) was not created: choose a stronger password.`,
      );
    }
    return null;
  }
  if (!config.demo) return null;
  const password = await demoAdminPassword(config.dataDir);
  await auth.ensureUser({
    name: 'Demo admin',
    email: DEMO_ADMIN_EMAIL,
    password,
    role_id: Role.Admin,
  });
  return `${DEMO_ADMIN_EMAIL} / ${password}`;
}
