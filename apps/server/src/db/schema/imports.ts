import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { ImportRow } from '@voski/contract';
import { users } from './auth.ts';
import { timestamps } from './columns.ts';

/** Bytes as PostgreSQL keeps them (`bytea`): a Buffer whichever driver reads them. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The shop's catalogue import (docs/decisions/0035): the sheet and its ZIP of photos, kept until
 * the run is done; how far the run got (`next_row`, moved on in each batch's transaction); and
 * who runs it (`runner`, holding it until `lease_until`).
 */
export const catalogueImports = pgTable('catalogue_imports', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** checked | running | failed | done (running with its lease run out: interrupted). */
  status: text('status').notNull(),
  lang: text('lang').notNull(),
  sheet_name: text('sheet_name').notNull(),
  images_name: text('images_name'),
  sheet: bytes('sheet'),
  images: bytes('images'),
  total: integer('total').notNull(),
  /** The first data row (from 0) the run has not written. */
  next_row: integer('next_row').notNull().default(0),
  error: text('error'),
  runner: text('runner'),
  lease_until: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
  started_by: integer('started_by').references(() => users.id, { onDelete: 'set null' }),
  finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  ...timestamps,
});

/** An import's report, a row of the sheet each: the dry run's (`run` false) and the run's. */
export const catalogueImportRows = pgTable(
  'catalogue_import_rows',
  {
    import_id: integer('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    run: boolean('run').notNull(),
    /** The row's number in the sheet. */
    position: integer('position').notNull(),
    action: text('action').notNull(),
    report: jsonb('report').$type<ImportRow>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.import_id, t.run, t.position] })],
);

/**
 * The photos of an import's ZIP stored so far, by their name in it: stored once, shared by every
 * row naming them, and held (a media column) until the import is done or replaced.
 */
export const catalogueImportImages = pgTable(
  'catalogue_import_images',
  {
    import_id: integer('import_id')
      .notNull()
      .references(() => catalogueImports.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    path: text('path').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.import_id, t.name] }),
    index('catalogue_import_images_path_idx').on(t.path),
  ],
);
