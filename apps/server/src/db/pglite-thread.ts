/**
 * The embedded database's own thread (ADR 0044): PGlite runs here, so a slow statement (planning
 * a fuzzy search, counting a large catalogue) never holds up the main thread's answers. Each
 * message is one of PGlite's calls; PGlite itself runs them one at a time, and a statement
 * outside a transaction waits while one is open, as it does in the main thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { openPglite } from './pglite-open.ts';
import { PreparedStatements } from './pglite-statements.ts';
import {
  carryError,
  type FromPgliteThread,
  type PgliteThreadData,
  type QueryCall,
  type ToPgliteThread,
} from './pglite-protocol.ts';

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
  settled: Promise<unknown>;
}

const port = parentPort!;
const { target, template } = workerData as PgliteThreadData;
const send = (message: FromPgliteThread, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

const transactions = new Map<number, OpenTransaction>();
/** Thrown inside PGlite's transaction to have it rolled back. */
const rollBack = Symbol('roll back');
const keepText = (value: string) => value;

let pg: PGlite;
try {
  pg = await openPglite({ ...target, template: template && new Blob([template]) });
} catch (error) {
  send({ kind: 'failed', error: carryError(error) });
  process.exit(1);
}
const statements = new PreparedStatements(pg);

port.on('message', (call: ToPgliteThread) => {
  answer(call).then(
    ({ value, transfer }) => send({ kind: 'answer', id: call.id, value }, transfer),
    (error: unknown) => send({ kind: 'error', id: call.id, error: carryError(error) }),
  );
});
send({ kind: 'ready' });

async function answer(call: ToPgliteThread): Promise<{ value: unknown; transfer?: ArrayBuffer[] }> {
  switch (call.op) {
    case 'query':
      return { value: await query(call) };
    case 'exec':
      return { value: await on(call.tx).exec(call.sql) };
    case 'begin':
      await begin(call.id);
      return { value: null };
    case 'end':
      await end(call.tx, call.commit);
      return { value: null };
    case 'dump': {
      const tarball = await (await pg.dumpDataDir(call.compression)).arrayBuffer();
      return { value: tarball, transfer: [tarball] };
    }
    case 'close':
      await pg.close();
      return { value: null };
  }
}

/** Parsers keeping `rawTypes` as text, made once per set of types (a handful in all). */
const textParsers = new Map<string, Record<number, typeof keepText>>();

function query({ sql, params, rowMode, rawTypes, tx }: QueryCall) {
  const key = rawTypes.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTypes.map((type) => [type, keepText]));
    textParsers.set(key, parsers);
  }
  // A statement of a transaction that has ended fails here, as PGlite's own would.
  if (tx !== undefined) on(tx);
  return statements.query(sql, params ?? [], { rowMode, parsers }, tx !== undefined);
}

function on(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pg;
  const open = transactions.get(tx);
  if (!open) throw new Error('The transaction has already ended');
  return open.tx;
}

/** Settles once the transaction is open; PGlite commits it when `end` says so. */
function begin(id: number): Promise<void> {
  return new Promise<void>((opened, failed) => {
    let end!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (end = resolve));
    const settled = pg.transaction(async (tx) => {
      transactions.set(id, { tx, end, settled });
      opened();
      if (!(await decided)) throw rollBack;
    });
    // A BEGIN that failed: nothing was opened, so nobody will end it.
    settled.catch(failed);
  });
}

async function end(id: number, commit: boolean): Promise<void> {
  const open = transactions.get(id);
  if (!open) throw new Error('The transaction has already ended');
  transactions.delete(id);
  open.end(commit);
  try {
    await open.settled;
  } catch (error) {
    if (error !== rollBack) throw error;
  }
}
