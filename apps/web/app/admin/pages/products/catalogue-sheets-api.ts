import type { ImportJob, Locale } from '@voski/contract';
import type { SheetFormat } from '@voski/contract/catalogue-sheet';
import { endpointUrl } from '@voski/contract/endpoint';
import { downloadAttachment } from '../../client/download';
import { callEndpoint } from '../../client/http';
import { sendForm } from '../../client/upload';

/** How often a running import's progress is read. */
export const POLL_MS = 1_000;

/** Downloads the whole catalogue as a sheet, under the name the server gives it. */
export function downloadCatalogue(format: SheetFormat): Promise<void> {
  return downloadAttachment(
    endpointUrl('GET /products/export', { query: { format } }),
    `catalogue.${format}`,
  );
}

/** Sends a sheet (and its photos) as the shop's import: the server dry-runs it and keeps it. */
export async function checkImport(
  file: File,
  photos: File | null,
  lang: Locale,
  onProgress: (fraction: number) => void,
): Promise<ImportJob> {
  const form = new FormData();
  form.append('file', file);
  if (photos) form.append('images', photos);
  const url = endpointUrl('POST /products/imports', { query: { lang } });
  const answer = await sendForm<{ data: ImportJob }>(url, form, onProgress);
  return answer.data;
}

/** The shop's import as the server has it, its rows too when asked. */
export async function latestImport(rows: boolean): Promise<ImportJob | null> {
  return (await callEndpoint('GET /products/imports/latest', { query: { rows: rows ? 1 : 0 } }))
    .data;
}

/** Starts (or resumes) an import's run; it goes on in the server. */
export async function runImport(id: number): Promise<ImportJob> {
  return (await callEndpoint('POST /products/imports/:id/run', { params: { id } })).data;
}
