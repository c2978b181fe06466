import { and, sql, type SQL } from 'drizzle-orm';
import { plannedForValues } from '../../db/planned-for-values.ts';
import { products, SEARCH_SEPARATORS } from '../../db/schema/index.ts';

/** At most this many words of a query are matched one by one. */
const MAX_WORDS = 8;
const separators = new RegExp(`[${SEARCH_SEPARATORS}]+`, 'g');

/**
 * A query in the form the `search` column keeps its texts, but for case: punctuation
 * (LIKE's `%` and `_` included) becomes spaces, spaces collapse. The database lower-cases it,
 * with the same `lower()` the column was built with.
 */
export function normalizeQuery(query: string): string {
  return query.replace(separators, ' ').trim();
}

/** Word similarity a near match needs (pg_trgm's default of 0.6 misses one slipped letter). */
export const FUZZY_THRESHOLD = 0.45;
/** Shorter queries have too few trigrams for similarity to mean anything. */
const FUZZY_MIN_LENGTH = 4;

export interface SearchMatch {
  where: SQL;
  rank: SQL[];
  /** What it matches, as data: counts of it are kept under this. */
  key: string;
}

const like = (...parts: (string | SQL)[]) =>
  sql`${products.search} like ${sql.join(
    parts.map((p) => (typeof p === 'string' ? sql.raw(`'${p}'`) : p)),
    sql` || `,
  )}`;

/**
 * How a product matches a normalized query. `products.search` holds every title, the model
 * and the metal names, each field after a marker (`|` titles and model, `#` metals), all
 * lower-cased, with a trigram GIN index. Every word of the query must appear in it (partial
 * words too: "коль" finds "Кольцо"); the index serves these LIKEs.
 *
 * Rank: an exact title (any language) or model first, then titles or models starting with
 * the query, then texts with a word starting with it, then the rest (the query inside a word)
 * by where it first appears: the column holds the titles first, then the model, then the
 * metals. Trigram similarity would order that last group a little better, but costs about a
 * tenth of a millisecond a row, half a second for a common word in 10,000 products; it is
 * kept for the typo fallback, whose matches it bounds.
 */
export function searchMatch(query: string): SearchMatch {
  const q = sql`lower(${query})`;
  const words = query.split(' ').slice(0, MAX_WORDS);
  const where = plannedForValues(and(...words.map((w) => like('%', sql`lower(${w})`, '%')))!);
  // One key, so each row's LIKEs run once: the tiers 0-2, then the rest as 3 plus where the
  // query first appears (0 where a query of several words does not appear whole).
  const rank = sql`case
    when ${like('%|', q, '|%')} or ${like('%|', q, '#%')} then 0
    when ${like('%|', q, '%')} then 1
    when ${like('% ', q, '%')} or ${like('%#', q, '%')} then 2
    else 3 + strpos(${products.search}, ${q}) end`;
  return { key: `exact:${query}`, where, rank: [rank] };
}

/**
 * The fallback when nothing contains the query: products with words close to it by trigram
 * similarity ("braclet" finds "bracelet"), most similar first. `<%` uses the index, with
 * the threshold the transaction sets (`fuzzyThreshold`). Null for too short a query.
 */
export function fuzzyMatch(query: string): SearchMatch | null {
  if (query.length < FUZZY_MIN_LENGTH) return null;
  const q = sql`lower(${query})`;
  return {
    key: `near:${query}`,
    where: plannedForValues(sql`${q} <% ${products.search}`),
    rank: [sql`word_similarity(${q}, ${products.search}) desc`],
  };
}

/** Sets the similarity threshold of `<%` for the current transaction only. */
export const fuzzyThreshold = () =>
  sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true)`;
