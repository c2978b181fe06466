import { useMemo } from 'react';
import type { PublicUser } from '@voski/contract';
import { readItem, writeItem } from '../lib/browser-store';
import { useStoredItem } from '../lib/use-stored-item';

/** localStorage keys of the staff session, as the earlier back-office stored them. */
export const sessionKeys = { token: 'access_token', name: 'name', role: 'role' } as const;

export interface StaffSession {
  token: string;
  name: string;
  /** The user's role_id: 1 Admin, 2 Seller, 3 Adder; null when unknown. */
  role: number | null;
}

function toSession(token: string | null, name: string | null, role: string | null) {
  if (!token) return null;
  const roleId = Number(role);
  return { token, name: name ?? '', role: Number.isInteger(roleId) && role ? roleId : null };
}

export function readSession(): StaffSession | null {
  return toSession(
    readItem(sessionKeys.token),
    readItem(sessionKeys.name),
    readItem(sessionKeys.role),
  );
}

export function saveSession(session: StaffSession): void {
  writeItem(sessionKeys.name, session.name);
  writeItem(sessionKeys.role, session.role === null ? null : String(session.role));
  // last, so listeners see a complete session when the token appears
  writeItem(sessionKeys.token, session.token);
}

/**
 * Takes the name and role GET /auth/me answered: an Admin may have changed them since the
 * sign-in, and the menu follows the role.
 */
export function refreshSession({ user }: { user: PublicUser }): void {
  writeItem(sessionKeys.name, user.name);
  writeItem(sessionKeys.role, String(user.role_id));
}

/** Forgets the session; the admin shell, subscribed to these keys, shows the login form. */
export function clearSession(): void {
  writeItem(sessionKeys.token, null);
  writeItem(sessionKeys.name, null);
  writeItem(sessionKeys.role, null);
}

export function useSession(): StaffSession | null {
  const token = useStoredItem(sessionKeys.token);
  const name = useStoredItem(sessionKeys.name);
  const role = useStoredItem(sessionKeys.role);
  return useMemo(() => toSession(token, name, role), [token, name, role]);
}
