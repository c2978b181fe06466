import { callEndpoint } from '../../client/http';
import { invalidate, recordOfList, useQuery, type Query } from '../../client/query-cache';
import type { ListedUser } from '../../client/types';

export const usersKey = 'users';

export function useUsers() {
  return useQuery(usersKey, async () => (await callEndpoint('GET /auth/users')).users);
}

/** One account. The API has no single-user read: it comes from the list. */
export function useUser(id: number | null): Query<ListedUser> {
  return recordOfList(useUsers(), id);
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role_id: number;
}

export async function registerUser(user: NewUser) {
  const answer = await callEndpoint('POST /auth/register', { body: user });
  invalidate(usersKey);
  return answer.user;
}

/** What an Admin may change of an account; a new password or deactivation ends its sessions. */
export interface UserChanges {
  name?: string;
  role_id?: number;
  password?: string;
  active?: boolean;
}

/** The server refuses demoting yourself or the last admin (409), and weak passwords (422). */
export async function updateUser(id: number, changes: UserChanges) {
  const answer = await callEndpoint('PUT /auth/users/:id', { params: { id }, body: changes });
  invalidate(usersKey);
  return answer.user;
}

/** Signs the user out on every device. */
export async function endSessions(id: number) {
  await callEndpoint('POST /auth/users/:id/signOut', { params: { id } });
}

/** The server refuses deleting yourself or the last admin, with a message saying so. */
export async function deleteUser(id: number) {
  await callEndpoint('DELETE /auth/users/:id', { params: { id } });
  invalidate(usersKey);
}
