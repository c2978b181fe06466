import { randomBytes } from 'node:crypto';
import { dataFolderSecret } from '../../../../data-secrets.ts';
import type { GatewayCredentials } from '../../config.ts';

const randomPassword = () => randomBytes(18).toString('base64url');

/** Credentials nobody can guess, for a test gateway that lives as long as the process. */
export const randomCredentials = (): GatewayCredentials => ({
  userName: 'voski-test',
  password: randomPassword(),
});

/**
 * The test gateway's merchant password, made once per data folder: it is no secret of the
 * source code, and every instance sharing the folder agrees on it.
 */
export async function testGatewayCredentials(dataDir: string): Promise<GatewayCredentials> {
  const password = await dataFolderSecret(dataDir, 'test-gateway-password.txt', randomPassword);
  return { userName: 'voski-test', password };
}
