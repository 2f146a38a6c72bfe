import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A plate row as a replace inserts it (list-plate-rows.ts). */
export interface SpoolRow {
  plate: string;
  name: string;
  email: string;
  label: string;
  label2: string;
  labelHex: string;
  make: string;
  model: string;
  color: string;
  expiresAt: Date | null;
}

/** Rows read and checked in full before a replace, handed out again in chunks. */
export interface RowSpool {
  count: number;
  chunks(size: number): AsyncGenerator<SpoolRow[]>;
  /** Removes the temporary file (if any); safe to call twice. */
  discard(): Promise<void>;
}

/** Rows written to the file per write. */
const WRITE_BATCH_ROWS = 1_000;

type Packed = [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  number | null,
];

const pack = (r: SpoolRow): Packed => [
  r.plate,
  r.name,
  r.email,
  r.label,
  r.label2,
  r.labelHex,
  r.make,
  r.model,
  r.color,
  r.expiresAt === null ? null : r.expiresAt.getTime(),
];

const unpack = (p: Packed): SpoolRow => ({
  plate: p[0],
  name: p[1],
  email: p[2],
  label: p[3],
  label2: p[4],
  labelHex: p[5],
  make: p[6],
  model: p[7],
  color: p[8],
  expiresAt: p[9] === null ? null : new Date(p[9]),
});

/** Rows already in memory (the JSON replace): nothing to spool. */
export function rowsInMemory<T>(items: readonly T[], toRow: (item: T) => SpoolRow): RowSpool {
  return {
    count: items.length,
    async *chunks(size) {
      for (let at = 0; at < items.length; at += size) {
        yield items.slice(at, at + size).map(toRow);
      }
    },
    discard: async () => undefined,
  };
}

/**
 * Reads a stream of rows to its end before anything is written to the database, checking each
 * (`toRow` throws on a bad one; more than `max` rows throws `tooMany()`), and spools them to a
 * temporary file, so memory stays flat however large the upload: only a batch of rows is held.
 * Any failure removes the file and rethrows.
 */
export async function spoolRows<T>(
  items: AsyncIterable<T>,
  toRow: (item: T) => SpoolRow,
  max: number,
  tooMany: () => Error,
): Promise<RowSpool> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vert-plates-'));
  const file = path.join(dir, 'rows.ndjson');
  const discard = () => rm(dir, { recursive: true, force: true });
  let count = 0;
  try {
    const handle = await open(file, 'w');
    try {
      let batch = '';
      let inBatch = 0;
      for await (const item of items) {
        count += 1;
        if (count > max) throw tooMany();
        batch += `${JSON.stringify(pack(toRow(item)))}\n`;
        inBatch += 1;
        if (inBatch === WRITE_BATCH_ROWS) {
          await handle.write(batch);
          batch = '';
          inBatch = 0;
        }
      }
      if (batch) await handle.write(batch);
    } finally {
      await handle.close();
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    count,
    async *chunks(size) {
      let chunk: SpoolRow[] = [];
      let pending = '';
      for await (const text of createReadStream(file, {
        encoding: 'utf8',
        highWaterMark: 256 * 1024,
      })) {
        pending += text as string;
        let start = 0;
        let newline = pending.indexOf('\n');
        while (newline !== -1) {
          chunk.push(unpack(JSON.parse(pending.slice(start, newline)) as Packed));
          if (chunk.length === size) {
            yield chunk;
            chunk = [];
          }
          start = newline + 1;
          newline = pending.indexOf('\n', start);
        }
        pending = pending.slice(start);
      }
      if (chunk.length > 0) yield chunk;
    },
    discard,
  };
}
