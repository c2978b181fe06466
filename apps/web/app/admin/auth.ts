import { endpointUrl } from '@voski/contract/endpoint';
import type { StaffSession } from './session';

/** The contract's words for a wrong email or password (errors.email of the 422). */
export const wrongCredentialsMessage = 'These credentials do not match our records.';

/**
 * Why signing in failed: the form says it in the staff member's language where it knows the
 * case, and shows the server's own `message` otherwise.
 */
export type SignInProblem = 'credentials' | 'throttled' | 'unreachable' | 'other';

export type SignInResult =
  { ok: true; session: StaffSession } | { ok: false; problem: SignInProblem; message: string };

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
  const message =
    firstString(errors.email) ?? firstString(answer.message) ?? wrongCredentialsMessage;
  const problem: SignInProblem =
    status === 429 ? 'throttled' : message === wrongCredentialsMessage ? 'credentials' : 'other';
  return { ok: false, problem, message };
}

export async function signIn(email: string, password: string): Promise<SignInResult> {
  let response: Response;
  try {
    response = await fetch(endpointUrl('POST /auth/signIn'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  } catch {
    return { ok: false, problem: 'unreachable', message: 'Could not reach the server.' };
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
    const key = everywhere ? 'POST /auth/signOutEverywhere' : 'POST /auth/signOut';
    await fetch(endpointUrl(key), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    });
  } catch {
    // offline or server down: nothing to do
  }
}
