import type { StaffSession } from './session';

export const wrongCredentialsMessage = 'Wrong email or password';
const unreachableMessage = 'Could not reach the server. Please try again.';

export type SignInResult = { ok: true; session: StaffSession } | { ok: false; message: string };

function firstString(value: unknown): string | null {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.trim() !== '' ? first : null;
}

/** The answer of POST /api/auth/signIn as a session, or as the message to show the user. */
export function interpretSignIn(status: number, body: unknown): SignInResult {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const user = (answer.user ?? {}) as Record<string, unknown>;
  if (status >= 200 && status < 300 && answer.status !== false) {
    if (typeof answer.access_token === 'string' && answer.access_token !== '') {
      const role = Number(user.role_id);
      return {
        ok: true,
        session: {
          token: answer.access_token,
          name: typeof user.name === 'string' ? user.name : '',
          role: Number.isInteger(role) ? role : null,
        },
      };
    }
  }
  // 422 carries errors.email; 429 (throttled) and the other failures carry a message
  const errors = (answer.errors ?? {}) as Record<string, unknown>;
  return {
    ok: false,
    message: firstString(errors.email) ?? firstString(answer.message) ?? wrongCredentialsMessage,
  };
}

export async function signIn(email: string, password: string): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch('/api/auth/signIn', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    return { ok: false, message: unreachableMessage };
  }
  const body: unknown = await response.json().catch(() => null);
  return interpretSignIn(response.status, body);
}

/**
 * Revokes the token on the server (with `everywhere`, every token of the staff member);
 * failures do not matter, the client forgets it anyway.
 */
export async function signOut(token: string, everywhere = false): Promise<void> {
  try {
    await fetch(everywhere ? '/api/auth/signOutEverywhere' : '/api/auth/signOut', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
  } catch {
    // offline or server down: nothing to do
  }
}
