import { protocol, type parse, type PGlite } from '@electric-sql/pglite';

const { DataRowMessage, DatabaseError } = protocol.messages;

export type BackendMessage = Parameters<typeof parse.parseResults>[0][number];

/** A data row's type byte ('D'). */
const DATA_ROW = 0x44;
/** A field PostgreSQL sends as null. */
const NULL_FIELD = -1;

/**
 * Sends `message` (whole frontend messages, ending with Sync) and reads the answer, throwing
 * PostgreSQL's error if one came. PGlite's own `execProtocolStream` reads each field of a data
 * row by copying it into an ArrayBuffer of its own and decoding that: for a page of 100
 * products (2,600 fields) a third of the database thread's time (docs/decisions/0045).
 * Its raw stream hands over the bytes unread; data rows are read here, every other message by
 * PGlite's parser.
 */
export async function exchange(pg: PGlite, message: Uint8Array): Promise<BackendMessage[]> {
  const chunks: Buffer[] = [];
  await pg.execProtocolRawStream(message, {
    syncToFs: false,
    // a view of the database's memory, valid only during the call
    onRawData: (data) => void chunks.push(Buffer.from(data)),
  });
  return backendMessages(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
}

/**
 * The messages of whole backend messages in `bytes`; throws the first of PostgreSQL's errors,
 * which can only be among the messages the parser reads, never among the data rows.
 */
function backendMessages(bytes: Buffer): BackendMessage[] {
  const messages: BackendMessage[] = [];
  const parser = new protocol.Parser();
  const other = (message: BackendMessage) => {
    if (message instanceof DatabaseError) throw message;
    messages.push(message);
  };
  for (let at = 0; at < bytes.length;) {
    const length = bytes.readInt32BE(at + 1);
    const end = at + 1 + length;
    if (bytes[at] === DATA_ROW) messages.push(dataRow(bytes, at + 5, length));
    else parser.parse(bytes.subarray(at, end), other);
    at = end;
  }
  return messages;
}

/** A data row whose body (after type and length) starts at `at`; every field as text. */
function dataRow(bytes: Buffer, at: number, length: number) {
  const count = bytes.readInt16BE(at);
  const fields = new Array<string | null>(count);
  let p = at + 2;
  for (let i = 0; i < count; i++) {
    const size = bytes.readInt32BE(p);
    p += 4;
    if (size === NULL_FIELD) {
      fields[i] = null;
    } else {
      fields[i] = bytes.toString('utf8', p, p + size);
      p += size;
    }
  }
  return new DataRowMessage(length, fields);
}
