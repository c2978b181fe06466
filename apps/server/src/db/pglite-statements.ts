import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { exchange, type BackendMessage } from './pglite-response.ts';
import { PLANNED_FOR_VALUES } from './planned-for-values.ts';
import type { PgliteCalls } from './threaded-pglite.ts';

const { serialize } = protocol;

/**
 * Statement texts kept prepared (the least recently used is closed first). The shop sends a
 * few dozen distinct texts (drizzle writes each query the same way every time, with its values
 * as parameters), so this is room for all of them and bounds the database's memory if some
 * code ever builds texts from values.
 */
export const STATEMENTS_KEPT = 200;

/** PostgreSQL's answer when a kept plan's rows no longer match (a table changed under it). */
const RESULT_TYPE_CHANGED = '0A000';

interface Prepared {
  name: string;
  /** The types of its parameters, which say how each value is written. */
  paramTypes: number[];
  /** Its rows' description, which the rows of each run are read with (none: no rows). */
  rows: BackendMessage | undefined;
  /**
   * Marked PLANNED_FOR_VALUES: each call parses the text again as the unnamed statement, which
   * PostgreSQL plans for the values bound to it; this one only gives types and rows.
   */
  plannedPerCall: boolean;
}

/**
 * PGlite's `query`, but each statement text is parsed and described once and then only bound
 * and executed (docs/decisions/0045). PGlite's own `query` parses, describes and plans the text
 * on every call, which for a product page's reads costs 3 to 5 times the statement's execution;
 * the planner also asks the file system for the size of every table and index it considers.
 * PostgreSQL decides, as for any driver's prepared statements, whether a kept statement is
 * planned again for its values or runs a generic plan; a text marked PLANNED_FOR_VALUES is
 * planned for its values every call (docs/decisions/0052).
 */
export class PreparedStatements {
  private readonly kept = new Map<string, Prepared>();
  private lastName = 0;

  constructor(private readonly pg: PGlite) {}

  /**
   * `sql` with `params`, answered as `pg.query` answers it. `inTransaction`: the caller runs in
   * a transaction it holds open (PGlite's transaction lock is then already taken).
   */
  query<T>(
    sql: string,
    params: unknown[],
    options: QueryOptions,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const run = () => this.pg._runExclusiveQuery(() => this.run<T>(sql, params, options));
    if (inTransaction) return run();
    return this.pg._runExclusiveTransaction(async () => {
      const results = await run();
      await this.pg.syncToFs();
      return results;
    });
  }

  /** How many texts are kept prepared now. */
  get size(): number {
    return this.kept.size;
  }

  private async run<T>(sql: string, params: unknown[], options: QueryOptions): Promise<Results<T>> {
    let messages: BackendMessage[];
    let prepared: Prepared | undefined;
    let synced = false;
    try {
      prepared = this.recent(sql) ?? (await this.prepare(sql, options));
      const values = params.map((value, i) =>
        this.written(value, prepared!.paramTypes[i], options),
      );
      // one exchange, ended by its own Sync: PostgreSQL skips to it after an error
      const start = prepared.plannedPerCall
        ? [serialize.parse({ text: sql, types: prepared.paramTypes }), serialize.bind({ values })]
        : [serialize.bind({ statement: prepared.name, values })];
      synced = true;
      const message = Buffer.concat([...start, serialize.execute({}), serialize.sync()]);
      messages = await exchange(this.pg, message);
      if (prepared.rows) messages.unshift(prepared.rows);
    } catch (error) {
      if (prepared && (error as { code?: unknown }).code === RESULT_TYPE_CHANGED) {
        this.kept.delete(sql);
        await this.closeStatement(prepared.name);
      }
      throw Object.assign(error as Error, { query: sql });
    } finally {
      // what was sent before (a Parse that failed, say) is ended by a Sync
      if (!synced) await this.send(serialize.sync());
    }
    return parse.parseResults(messages, this.pg.parsers, options)[0] as Results<T>;
  }

  /** The statement kept for `sql`, now the most recently used. */
  private recent(sql: string): Prepared | undefined {
    const prepared = this.kept.get(sql);
    if (prepared) {
      this.kept.delete(sql);
      this.kept.set(sql, prepared);
    }
    return prepared;
  }

  /** Parses and describes `sql` under a name of its own, and keeps it (the oldest may go). */
  private async prepare(sql: string, options: QueryOptions): Promise<Prepared> {
    const name = `voski_${++this.lastName}`;
    await this.send(serialize.parse({ name, text: sql, types: options.paramTypes }));
    const described = await this.send(serialize.describe({ type: 'S', name }));
    const prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rows: described.find((message) => message.name === 'rowDescription'),
      plannedPerCall: sql.includes(PLANNED_FOR_VALUES),
    };
    const [oldest] = this.kept;
    if (oldest && this.kept.size >= STATEMENTS_KEPT) {
      this.kept.delete(oldest[0]);
      await this.closeStatement(oldest[1].name);
    }
    this.kept.set(sql, prepared);
    return prepared;
  }

  private written(value: unknown, type: number | undefined, options: QueryOptions) {
    if (value === null || value === undefined) return null;
    const serializer =
      type === undefined ? undefined : (options.serializers?.[type] ?? this.pg.serializers[type]);
    return serializer ? serializer(value) : String(value);
  }

  /** Frees a statement's memory in the database; one already gone is no matter. */
  private async closeStatement(name: string): Promise<void> {
    await this.pg.execProtocolStream(serialize.close({ type: 'S', name }), {
      syncToFs: false,
      throwOnError: false,
    });
  }

  private send(message: Uint8Array): Promise<BackendMessage[]> {
    return this.pg.execProtocolStream(message, { syncToFs: false });
  }
}

/**
 * The calls Drizzle makes of PGlite, with statements kept prepared: the embedded database when
 * it runs in the main thread (EMBEDDED_DB_THREAD=0), as the database thread runs it.
 */
export function withPreparedStatements(pg: PGlite): PgliteCalls {
  const statements = new PreparedStatements(pg);
  return {
    query: (sql, params, options) => statements.query(sql, params ?? [], options ?? {}, false),
    exec: (sql) => pg.exec(sql),
    transaction: (fn) =>
      pg.transaction((tx) =>
        fn({
          query: (sql, params, options) => {
            if (tx.closed) return Promise.reject(new Error('The transaction has already ended'));
            return statements.query(sql, params ?? [], options ?? {}, true);
          },
          exec: (sql) => tx.exec(sql),
        }),
      ),
  };
}
