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
  /** Lets go of the held rows; safe to call twice. */
  discard(): Promise<void>;
}

/** Rows packed into one JSON text. */
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
 * (`toRow` throws on a bad one; more than `max` rows throws `tooMany()`), and keeps them packed:
 * one JSON text per batch of rows, so the whole upload (at most 10 MB / 100,000 rows) is held in
 * about its own size and no transaction waits on the client. (A temporary file was tried: the
 * write and read back cost 0.5 s of a 50,000-row upload for no memory a 10 MB cap needs saving.)
 */
export async function spoolRows<T>(
  items: AsyncIterable<T>,
  toRow: (item: T) => SpoolRow,
  max: number,
  tooMany: () => Error,
): Promise<RowSpool> {
  const batches: string[] = [];
  let count = 0;
  let batch: Packed[] = [];
  for await (const item of items) {
    count += 1;
    if (count > max) throw tooMany();
    batch.push(pack(toRow(item)));
    if (batch.length === WRITE_BATCH_ROWS) {
      batches.push(JSON.stringify(batch));
      batch = [];
    }
  }
  if (batch.length > 0) batches.push(JSON.stringify(batch));
  return {
    count,
    async *chunks(size) {
      let chunk: SpoolRow[] = [];
      for (let at = 0; at < batches.length; at += 1) {
        for (const packed of JSON.parse(batches[at]) as Packed[]) {
          chunk.push(unpack(packed));
          if (chunk.length === size) {
            yield chunk;
            chunk = [];
          }
        }
      }
      if (chunk.length > 0) yield chunk;
    },
    discard: async () => {
      batches.length = 0;
    },
  };
}
