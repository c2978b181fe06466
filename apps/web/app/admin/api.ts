import { readItem } from '../lib/browser-store';
import { clearSession, sessionKeys } from './session';

/**
 * fetch for staff calls: adds the bearer token (and a JSON content type for string bodies);
 * a 401 answer means the token is gone, so the stored session is cleared and the admin
 * shell, which listens to those keys, shows the login form in place.
 */
export async function staffFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const token = readItem(sessionKeys.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (typeof init.body === 'string' && !headers.has('Content-Type')) {
    headers.set('Content-Type', 'application/json');
  }
  const response = await fetch(path, { ...init, headers });
  if (response.status === 401) clearSession();
  return response;
}
