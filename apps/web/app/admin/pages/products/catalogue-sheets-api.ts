import type { ImportReport, ImportRow, Locale } from '@voski/contract';
import type { ImportAction, SheetFormat } from '@voski/contract/catalogue-sheet';
import { importActions } from '@voski/contract/catalogue-sheet';
import { endpointUrl } from '@voski/contract/endpoint';
import { staffFetch } from '../../api';
import { ApiError, apiErrorFrom, unreachableMessage } from '../../client/api-error';
import { sendForm } from '../../client/upload';
import { downloadFile } from '../../ui/xlsx';

/** Rows per call: a dry run reads more at once than a run writes. */
export const DRY_RUN_WINDOW = 2_000;
export const RUN_WINDOW = 500;

/** Downloads the whole catalogue as a sheet, under the name the server gives it. */
export async function downloadCatalogue(format: SheetFormat): Promise<void> {
  let response: Response;
  try {
    response = await staffFetch(endpointUrl('GET /products/export', { query: { format } }), {
      headers: { Accept: '*/*' },
    });
  } catch {
    throw new ApiError(0, unreachableMessage);
  }
  if (!response.ok) {
    throw apiErrorFrom(response.status, await response.json().catch(() => null));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const bytes = new Uint8Array(await response.arrayBuffer());
  downloadFile(bytes, name ?? `catalogue.${format}`, response.headers.get('content-type') ?? '');
}

/** One call of an import: the rows from `start`, at most `limit` of them. */
export function importWindow(
  file: File,
  options: { dryRun: boolean; start: number; limit: number; lang: Locale },
): Promise<ImportReport> {
  const form = new FormData();
  form.append('file', file);
  const url = endpointUrl('POST /products/import', {
    query: {
      dry_run: options.dryRun ? 1 : 0,
      start: options.start,
      limit: options.limit,
      lang: options.lang,
    },
  });
  return sendForm<ImportReport>(url, form);
}

/** Several windows' reports as one. */
export function mergeReports(done: readonly ImportReport[]): {
  rows: ImportRow[];
  counts: Record<ImportAction, number>;
} {
  const counts = Object.fromEntries(importActions.map((a) => [a, 0])) as Record<
    ImportAction,
    number
  >;
  const rows = done.flatMap((report) => report.rows);
  for (const row of rows) counts[row.action]++;
  return { rows, counts };
}
