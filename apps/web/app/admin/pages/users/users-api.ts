import { getJson, sendJson } from '../../client/http';
import { invalidate, useQuery } from '../../client/query-cache';
import type { ListedUser } from '../../client/types';

export const usersKey = 'users';

export function useUsers() {
  return useQuery(usersKey, () =>
    getJson<{ users: ListedUser[] }>('/api/auth/users').then((answer) => answer.users),
  );
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role_id: number;
}

export async function registerUser(user: NewUser) {
  const answer = await sendJson<{ user: ListedUser }>('POST', '/api/auth/register', user);
  invalidate(usersKey);
  return answer.user;
}

/** The server refuses deleting yourself or the last admin, with a message saying so. */
export async function deleteUser(id: number) {
  await sendJson('DELETE', `/api/auth/users/${id}`);
  invalidate(usersKey);
}
