import { readItem } from '../../lib/browser-store';
import { clearSession, sessionKeys } from '../session';
import { ApiError, apiErrorFrom, unreachableMessage } from './api-error';

/**
 * POSTs a multipart form with the staff token. XMLHttpRequest rather than fetch: only it
 * reports upload progress. `onProgress` gets the sent fraction, 0..1.
 */
export function sendForm<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    const token = readItem(sessionKeys.token);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onerror = () => reject(new ApiError(0, unreachableMessage));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText === '' ? null : (JSON.parse(xhr.responseText) as unknown);
      } catch {
        body = null;
      }
      if (xhr.status === 401) clearSession();
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(apiErrorFrom(xhr.status, body));
    };
    xhr.send(form);
  });
}
