import 'server-only';
import { pipeline, Readable, Transform } from 'node:stream';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import {
  LIST_PLATES_UPLOAD_MAX,
  plateFields,
  type PlateFields,
  type ListPlate,
} from '@/lib/contract/lists';
import { PLATE_CSV_COLUMNS, PLATE_CSV_MAX_BYTES } from '@/lib/contract/lists/bff';
import { parseExpiry } from '@/lib/rules/lists/plates';
import { firstIssue } from '../../context';
import { BffError } from '../../errors';

type Column = (typeof PLATE_CSV_COLUMNS)[number];

export const PLATE_CSV_TOO_LARGE = `The file is too large: CSV uploads are at most ${PLATE_CSV_MAX_BYTES / 1024 / 1024} MB.`;

/** Header cells matched without case or spaces ('Label Hex' → labelHex). */
const columnByKey = new Map<string, Column>(
  PLATE_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]),
);

function headerColumn(cell: string): string {
  const key = cell
    .replace(/^\uFEFF/, '')
    .replace(/[\s_]/g, '')
    .toLowerCase();
  return columnByKey.get(key) ?? `ignored:${cell}`;
}

function rowError(row: number, message: string): BffError {
  return new BffError(400, 'CSV_ROW_INVALID', `Row ${row}: ${message}`);
}

/** What a read of an uploaded CSV counted besides the plates it yielded. */
export interface CsvTally {
  /** Rows without a plate (skipped, spec 1 §5). */
  skipped: number;
}

export const CSV_NO_PLATE_COLUMN = `The CSV needs a header row with a plate column: ${PLATE_CSV_COLUMNS.join(',')}.`;
export const CSV_NO_PLATES =
  'The CSV has no plates: put one plate per row under the header row. The list was left unchanged.';
export const CSV_NOT_TEXT =
  'This file is not a CSV text file (it looks compressed or binary). Save it as CSV (comma separated values) and upload that file.';

/** Magic bytes of files that are often renamed .csv: gzip, zip (xlsx, ods), PDF, OLE (xls). */
const BINARY_SIGNATURES = [
  [0x1f, 0x8b],
  [0x50, 0x4b, 0x03, 0x04],
  [0x25, 0x50, 0x44, 0x46, 0x2d],
  [0xd0, 0xcf, 0x11, 0xe0],
];

/**
 * Passes the file's bytes on unchanged, refusing (CSV_NOT_TEXT) a file that starts like a
 * compressed or binary one or holds a NUL byte anywhere (no CSV text does; UTF-16 text does).
 */
function textOnly(): Transform {
  let first = true;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const binary =
        (first && BINARY_SIGNATURES.some((sig) => sig.every((b, i) => chunk[i] === b))) ||
        chunk.includes(0);
      first = false;
      if (binary) done(new BffError(400, 'CSV_NOT_TEXT', CSV_NOT_TEXT));
      else done(null, chunk);
    },
  });
}

/**
 * Reads an uploaded plates CSV as a stream and yields its plates one by one (nothing is
 * collected): columns from the header row (case and spaces ignored), cells trimmed, blank cells
 * empty, rows without a plate skipped (counted in `tally`), each row normalised with the
 * contract's plateFields; expiresAt is ISO or MM/DD/YYYY. A bad row throws 400 naming its row
 * number (the header is row 1); more than LIST_PLATES_UPLOAD_MAX plates throws 400. A file that
 * is not text (gzip, zip, NUL bytes), has no plate column in its header row, or has no plates
 * at all throws 400 too: an upload never empties a list.
 */
export async function* plateRowsOfCsv(
  source: ReadableStream<Uint8Array>,
  tally: CsvTally,
): AsyncGenerator<PlateFields> {
  let headerSeen = false;
  const parser = pipeline(
    Readable.fromWeb(source as import('node:stream/web').ReadableStream),
    textOnly(),
    parse({
      bom: true,
      columns: (header: string[]) => {
        headerSeen = true;
        const columns = header.map(headerColumn);
        if (!columns.includes('plate')) {
          throw new BffError(400, 'CSV_NO_PLATE_COLUMN', CSV_NO_PLATE_COLUMN);
        }
        return columns;
      },
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
    }),
    () => undefined, // errors reach the loop below through the parser
  );
  let plates = 0;
  try {
    for await (const item of parser as AsyncIterable<{
      record: Record<string, string | undefined>;
      info: { lines: number };
    }>) {
      const { record, info } = item;
      const row = info.lines;
      const cell = (column: Column) => (record[column] ?? '').trim();
      if (cell('plate').replace(/[^A-Za-z0-9]/g, '') === '') {
        tally.skipped += 1;
        continue;
      }
      const expiresAt = parseExpiry(cell('expiresAt'));
      if (expiresAt === undefined) {
        throw rowError(
          row,
          `the expiry '${cell('expiresAt')}' is not a date (use YYYY-MM-DD or MM/DD/YYYY).`,
        );
      }
      const parsed = plateFields.safeParse({
        plate: cell('plate'),
        name: cell('name'),
        email: cell('email'),
        label: cell('label'),
        label2: cell('label2'),
        labelHex: cell('labelHex'),
        make: cell('make'),
        model: cell('model'),
        color: cell('color'),
        expiresAt,
      });
      if (!parsed.success) throw rowError(row, firstIssue(parsed.error));
      plates += 1;
      if (plates > LIST_PLATES_UPLOAD_MAX) {
        throw new BffError(
          400,
          'CSV_TOO_MANY_ROWS',
          `A list can take at most ${LIST_PLATES_UPLOAD_MAX.toLocaleString('en-US')} plates per upload.`,
        );
      }
      yield parsed.data;
    }
    // An empty file has no header row, so no plate column either.
    if (!headerSeen) throw new BffError(400, 'CSV_NO_PLATE_COLUMN', CSV_NO_PLATE_COLUMN);
    if (plates === 0) throw new BffError(400, 'CSV_NO_PLATES', CSV_NO_PLATES);
  } catch (error) {
    if (error instanceof BffError) throw error;
    const lines = (error as { lines?: number }).lines;
    const where = typeof lines === 'number' ? `Row ${lines}: ` : '';
    throw new BffError(400, 'CSV_UNREADABLE', `${where}The file could not be read as CSV.`);
  } finally {
    parser.destroy();
  }
}

/** Rows per chunk of an NDJSON body: small enough to stay flat, large enough to be quick. */
const NDJSON_ROWS_PER_CHUNK = 500;

/**
 * The rows as an NDJSON body (one JSON value per line), produced only as fast as the receiver
 * reads it. If the rows fail (a bad CSV row), `onError` gets the error and the body errors, so
 * the receiver stops and keeps nothing.
 */
export function ndjsonBody<T>(
  rows: AsyncIterable<T>,
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const iterator = rows[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          let text = '';
          for (let n = 0; n < NDJSON_ROWS_PER_CHUNK; n += 1) {
            const next = await iterator.next();
            if (next.done) {
              if (text) controller.enqueue(encoder.encode(text));
              controller.close();
              return;
            }
            text += `${JSON.stringify(next.value)}\n`;
          }
          controller.enqueue(encoder.encode(text));
        } catch (error) {
          onError(error);
          controller.error(error);
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 0 },
  );
}

/** The header row of the upload template. */
export function plateCsvTemplate(): string {
  return `${PLATE_CSV_COLUMNS.join(',')}\n`;
}

/**
 * The plates as a CSV stream (csv-stringify): the template's columns, formula-like cells
 * (= + - @ tab CR) escaped so spreadsheets show them as text.
 */
export function platesCsvStream(plates: readonly ListPlate[]): ReadableStream<Uint8Array> {
  const stringifier = stringify({
    header: true,
    columns: [...PLATE_CSV_COLUMNS],
    escape_formulas: true,
  });
  let index = 0;
  const source = new Readable({
    objectMode: true,
    read() {
      const end = Math.min(index + 500, plates.length);
      for (; index < end; index += 1) {
        const p = plates[index];
        this.push({
          plate: p.plate,
          name: p.name,
          email: p.email,
          label: p.label,
          label2: p.label2,
          labelHex: p.labelHex,
          make: p.make,
          model: p.model,
          color: p.color,
          expiresAt: p.expiresAt ?? '',
        });
      }
      if (index >= plates.length) this.push(null);
    },
  });
  return Readable.toWeb(source.pipe(stringifier)) as unknown as ReadableStream<Uint8Array>;
}
