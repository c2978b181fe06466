import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import {
  IMPORT_WINDOW_MAX,
  importActions,
  type ImportAction,
  type ImportJob,
  type ImportRow,
  type Locale,
} from '@voski/contract';
import { NOT_XML_CHARACTERS } from '@voski/contract/text-characters';
import type { Db, Tx } from '../../../db/client.ts';
import {
  catalogueImportImages,
  catalogueImportRows,
  catalogueImports,
} from '../../../db/schema/index.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import type { MediaStore } from '../../media/store.ts';
import { IMPORT_BATCH, type CatalogueSheets, type ImportJobHooks } from './catalogue-sheets.ts';
import { PhotoZip } from './photo-zip.ts';
import { readSheet } from './sheet-files.ts';

/** How long a run holds its import without a sign of life before it counts as interrupted. */
const LEASE_MS = 60_000;
/** Report rows per insert. */
const ROWS_CHUNK = 1_000;

export interface CatalogueImportDeps {
  db: Db;
  sheets: CatalogueSheets;
  media: MediaStore;
  log: (error: unknown) => void;
  leaseMs?: number;
}

export interface NewImport {
  sheet: Buffer;
  sheetName: string;
  images?: Buffer;
  imagesName?: string;
  lang: Locale;
  staffId: number | null;
}

export interface RunOptions {
  /**
   * Tests only (no route passes it): the run stops after this many batches as if the process
   * had died there, its lease left to run out.
   */
  stopAfterBatches?: number;
}

/**
 * Catalogue imports as jobs the server keeps (docs/decisions/0035): the sheet and its ZIP of
 * photos are stored with the dry run's report; a run writes a batch per transaction, and the
 * same transaction moves the import's `next_row` on, so a run cut off anywhere resumes at the
 * first batch not written. One import at a time: a new one replaces the last (its photos no
 * row took are removed); a run holds its import by a lease it renews while it lives.
 */
export class CatalogueImports {
  private readonly runs = new Set<Promise<void>>();
  private closing = false;
  private readonly leaseMs: number;

  constructor(private readonly deps: CatalogueImportDeps) {
    this.leaseMs = deps.leaseMs ?? LEASE_MS;
  }

  private leaseEnd() {
    return sql`now() + ${this.leaseMs}::float8 * interval '1 millisecond'`;
  }

  /** Reads the files, dry-runs the whole sheet, and keeps it all as the shop's import. */
  async create(input: NewImport): Promise<ImportJob> {
    const { db, sheets, media, log } = this.deps;
    await this.refuseWhileRunning(db);
    const sheet = await readSheet(input.sheet);
    const zip = input.images ? await PhotoZip.open(input.images) : undefined;
    let id: number;
    let released: string[];
    try {
      const rows: ImportRow[] = [];
      let total = 0;
      for (let start: number | null = 0; start !== null;) {
        const report = await sheets.import(sheet, {
          dryRun: true,
          start,
          limit: IMPORT_WINDOW_MAX,
          locale: input.lang,
          zip,
        });
        rows.push(...report.rows);
        total = report.total;
        start = report.next;
      }
      ({ id, released } = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('voski:catalogue-imports'))`);
        await this.refuseWhileRunning(tx);
        // The last import goes, and with it the photos it stored that no product took.
        const held = await tx
          .delete(catalogueImportImages)
          .returning({ path: catalogueImportImages.path });
        const paths = held.map((h) => h.path);
        await media.release(paths, tx);
        await tx.delete(catalogueImports);
        const [made] = await tx
          .insert(catalogueImports)
          .values({
            status: 'checked',
            lang: input.lang,
            sheet_name: fileName(input.sheetName, 'sheet'),
            images_name: input.images ? fileName(input.imagesName, 'photos.zip') : null,
            sheet: input.sheet,
            images: input.images ?? null,
            total,
            started_by: input.staffId,
          })
          .returning({ id: catalogueImports.id });
        await insertRows(tx, made!.id, false, rows);
        return { id: made!.id, released: paths };
      }));
    } finally {
      zip?.close();
    }
    await media.settle(released, log);
    return (await this.view(id, true))!;
  }

  /** 409 while a run holds its import: a new one would replace it under it. */
  private async refuseWhileRunning(db: Db | Tx): Promise<void> {
    const [running] = await db
      .select({ id: catalogueImports.id })
      .from(catalogueImports)
      .where(
        and(eq(catalogueImports.status, 'running'), gt(catalogueImports.lease_until, sql`now()`)),
      );
    if (running) throw conflict('An import is running: wait until it is done.');
  }

  /** The shop's import, the newest (there is one at most), or null. */
  async latest(withRows: boolean): Promise<ImportJob | null> {
    const [job] = await this.deps.db
      .select({ id: catalogueImports.id })
      .from(catalogueImports)
      .orderBy(desc(catalogueImports.id))
      .limit(1);
    return job ? this.view(job.id, withRows) : null;
  }

  /**
   * Starts the run of a checked import, or resumes one that failed or was interrupted, from its
   * first row not written; answers at once, the run goes on in this process.
   */
  async run(id: number, options: RunOptions = {}): Promise<ImportJob> {
    const { db, log } = this.deps;
    const runner = randomUUID();
    const [claimed] = await db
      .update(catalogueImports)
      .set({
        status: 'running',
        runner,
        lease_until: this.leaseEnd(),
        error: null,
        updated_at: new Date(),
      })
      .where(
        and(
          eq(catalogueImports.id, id),
          or(
            inArray(catalogueImports.status, ['checked', 'failed']),
            and(
              eq(catalogueImports.status, 'running'),
              lt(catalogueImports.lease_until, sql`now()`),
            ),
          ),
        ),
      )
      .returning({
        id: catalogueImports.id,
        lang: catalogueImports.lang,
        next_row: catalogueImports.next_row,
      });
    if (!claimed) {
      const [job] = await db
        .select({ status: catalogueImports.status })
        .from(catalogueImports)
        .where(eq(catalogueImports.id, id));
      if (!job) throw notFound();
      throw conflict(
        job.status === 'done' ? 'This import is done.' : 'This import is running already.',
      );
    }
    const work = this.loop(claimed.id, runner, claimed.lang as Locale, claimed.next_row, options)
      .catch(log)
      .finally(() => this.runs.delete(work));
    this.runs.add(work);
    return (await this.view(id, false))!;
  }

  /** Lets the runs under way stop after their batch, their imports left to resume. */
  async close(): Promise<void> {
    this.closing = true;
    await Promise.allSettled([...this.runs]);
  }

  private async loop(
    id: number,
    runner: string,
    lang: Locale,
    from: number,
    options: RunOptions,
  ): Promise<void> {
    const { db, sheets, log } = this.deps;
    const mine = and(eq(catalogueImports.id, id), eq(catalogueImports.runner, runner));
    const renew = setInterval(() => {
      db.update(catalogueImports).set({ lease_until: this.leaseEnd() }).where(mine).catch(log);
    }, this.leaseMs / 3);
    renew.unref();
    let zip: PhotoZip | undefined;
    try {
      const [files] = await db
        .select({ sheet: catalogueImports.sheet, images: catalogueImports.images })
        .from(catalogueImports)
        .where(mine);
      if (!files?.sheet) return;
      const sheet = await readSheet(files.sheet);
      zip = files.images ? await PhotoZip.open(files.images) : undefined;
      const hooks = this.hooks(id, runner);
      let batches = 0;
      for (let next: number | null = from; next !== null && next < sheet.rows.length;) {
        if (options.stopAfterBatches !== undefined && batches >= options.stopAfterBatches) return;
        if (this.closing) {
          // Resumable at once: the lease is given back.
          await db
            .update(catalogueImports)
            .set({ lease_until: sql`now()` })
            .where(mine);
          return;
        }
        const report = await sheets.import(sheet, {
          dryRun: false,
          start: next,
          limit: IMPORT_BATCH,
          locale: lang,
          zip,
          job: hooks,
        });
        next = report.next;
        batches++;
      }
      await this.finish(id, runner);
    } catch (error) {
      log(error);
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(catalogueImports)
        .set({
          status: 'failed',
          error: message.slice(0, 500),
          runner: null,
          lease_until: null,
          updated_at: new Date(),
        })
        .where(mine)
        .catch(log);
    } finally {
      clearInterval(renew);
      zip?.close();
    }
  }

  /** What a job's batches do in their transactions: reuse its stored photos, move it on. */
  private hooks(id: number, runner: string): ImportJobHooks {
    const { db } = this.deps;
    return {
      storedFiles: async (names) => {
        if (!names.length) return new Map();
        const rows = await db
          .select({ name: catalogueImportImages.name, path: catalogueImportImages.path })
          .from(catalogueImportImages)
          .where(
            and(
              eq(catalogueImportImages.import_id, id),
              inArray(catalogueImportImages.name, names),
            ),
          );
        return new Map(rows.map((r) => [r.name, r.path]));
      },
      commit: async (tx, { end, rows, stored }) => {
        const [still] = await tx
          .update(catalogueImports)
          .set({ next_row: end, lease_until: this.leaseEnd(), updated_at: new Date() })
          .where(
            and(
              eq(catalogueImports.id, id),
              eq(catalogueImports.runner, runner),
              eq(catalogueImports.status, 'running'),
            ),
          )
          .returning({ id: catalogueImports.id });
        // Another run took the import over, or a new import replaced it: this batch is undone.
        if (!still) throw conflict('This import was taken over or replaced.');
        await insertRows(tx, id, true, rows);
        if (stored.size) {
          await tx
            .insert(catalogueImportImages)
            .values([...stored].map(([name, path]) => ({ import_id: id, name, path })));
        }
      },
    };
  }

  /** Marks the run done, lets go of its files, and of the photos it stored that no row took. */
  private async finish(id: number, runner: string): Promise<void> {
    const { db, media, log } = this.deps;
    const released = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(catalogueImports)
        .set({
          status: 'done',
          runner: null,
          lease_until: null,
          sheet: null,
          images: null,
          finished_at: new Date(),
          updated_at: new Date(),
        })
        .where(and(eq(catalogueImports.id, id), eq(catalogueImports.runner, runner)))
        .returning({ id: catalogueImports.id });
      if (!done) return [];
      const held = await tx
        .delete(catalogueImportImages)
        .where(eq(catalogueImportImages.import_id, id))
        .returning({ path: catalogueImportImages.path });
      const paths = held.map((h) => h.path);
      await media.release(paths, tx);
      return paths;
    });
    await media.settle(released, log);
  }

  private async view(id: number, withRows: boolean): Promise<ImportJob | null> {
    const { db } = this.deps;
    const [job] = await db
      .select({
        id: catalogueImports.id,
        status: catalogueImports.status,
        lang: catalogueImports.lang,
        sheet_name: catalogueImports.sheet_name,
        images_name: catalogueImports.images_name,
        total: catalogueImports.total,
        next_row: catalogueImports.next_row,
        error: catalogueImports.error,
        created_at: catalogueImports.created_at,
        updated_at: catalogueImports.updated_at,
        finished_at: catalogueImports.finished_at,
        lapsed: sql<boolean>`coalesce(${catalogueImports.lease_until} < now(), true)`,
      })
      .from(catalogueImports)
      .where(eq(catalogueImports.id, id));
    if (!job) return null;
    const tallies = await db
      .select({ run: catalogueImportRows.run, action: catalogueImportRows.action, n: count() })
      .from(catalogueImportRows)
      .where(eq(catalogueImportRows.import_id, id))
      .groupBy(catalogueImportRows.run, catalogueImportRows.action);
    const counts = (run: boolean) => {
      const out = Object.fromEntries(importActions.map((a) => [a, 0])) as Record<
        ImportAction,
        number
      >;
      for (const t of tallies) if (t.run === run) out[t.action as ImportAction] = t.n;
      return out;
    };
    const status =
      job.status === 'running' && job.lapsed ? 'interrupted' : (job.status as ImportJob['status']);
    const view: ImportJob = {
      id: job.id,
      status,
      lang: job.lang as Locale,
      sheet_name: job.sheet_name,
      images_name: job.images_name,
      total: job.total,
      done: job.next_row,
      check: counts(false),
      counts: counts(true),
      error: job.error,
      created_at: job.created_at.toISOString(),
      updated_at: job.updated_at.toISOString(),
      finished_at: job.finished_at?.toISOString() ?? null,
    };
    if (withRows) {
      const rows = await db
        .select({ report: catalogueImportRows.report })
        .from(catalogueImportRows)
        .where(
          and(
            eq(catalogueImportRows.import_id, id),
            eq(catalogueImportRows.run, status !== 'checked'),
          ),
        )
        .orderBy(asc(catalogueImportRows.position));
      view.rows = rows.map((r) => r.report);
    }
    return view;
  }
}

/** A file's name as the client sent it, without controls (a text column refuses NUL). */
const fileName = (name: string | undefined, otherwise: string) =>
  (name ?? '').replace(NOT_XML_CHARACTERS, '').slice(0, 200) || otherwise;

async function insertRows(tx: Tx, id: number, run: boolean, rows: readonly ImportRow[]) {
  for (let i = 0; i < rows.length; i += ROWS_CHUNK) {
    await tx.insert(catalogueImportRows).values(
      rows.slice(i, i + ROWS_CHUNK).map((report) => ({
        import_id: id,
        run,
        position: report.row,
        action: report.action,
        report,
      })),
    );
  }
}
