import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Stored images that may have no owner: a new upload until the row that uses it is written, an
 * old one from the moment its row lets go of it until its files are removed. The cleanup job
 * removes the files of entries older than its grace period that no row refers to.
 */
export const mediaPending = pgTable(
  'media_pending',
  {
    /** The image's stored path (`uploads/products/….webp`), which names all its files. */
    path: text('path').primaryKey(),
    since: timestamp('since', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('media_pending_since_idx').on(t.since)],
);
