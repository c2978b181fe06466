import { staffFetch } from '../api';
import { downloadFile } from '../ui/xlsx';
import { ApiError, apiErrorFrom, unreachableMessage } from './api-error';

/**
 * Downloads what a staff endpoint answers as an attachment (a sheet, a PDF), under the name the
 * server gives it. A link cannot do it: the request needs the staff member's token.
 */
export async function downloadAttachment(url: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await staffFetch(url, { headers: { Accept: '*/*' } });
  } catch {
    throw new ApiError(0, unreachableMessage);
  }
  if (!response.ok) {
    throw apiErrorFrom(response.status, await response.json().catch(() => null));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const bytes = new Uint8Array(await response.arrayBuffer());
  downloadFile(bytes, name ?? fallbackName, response.headers.get('content-type') ?? '');
}
