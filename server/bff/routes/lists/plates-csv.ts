import 'server-only';
import { pipeline, Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import {
  LIST_PLATES_UPLOAD_MAX,
  replacePlatesLine,
  type PlateFields,
  type ListPlate,
} from '@/lib/contract/lists';
import { PLATE_CSV_COLUMNS, PLATE_CSV_MAX_BYTES } from '@/lib/contract/lists/bff';
import { parseExpiry } from '@/lib/rules/lists/plates';
import { firstIssue } from '../../context';
import { BffError } from '../../errors';
import { messages } from '@/lib/messages';
import { decodeText, encodingOf, textOf, textOnly, type CsvEncoding } from './csv-text';

type Column = (typeof PLATE_CSV_COLUMNS)[number];

export const PLATE_CSV_TOO_LARGE = `The file is too large: CSV uploads are at most ${PLATE_CSV_MAX_BYTES / 1024 / 1024} MB.`;

/** Header cells matched without case or spaces ('Label Hex' → labelHex). */
const columnByKey = new Map<string, Column>(
  PLATE_CSV_COLUMNS.map((column) => [column.toLowerCase(), column]),
);

function headerKey(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .replace(/[\s_]/g, '')
    .toLowerCase();
}

/** What a read of an uploaded CSV counted besides the plates it yielded. */
export interface CsvTally {
  /** Rows without a plate (skipped, spec 1 §5). */
  skipped: number;
}

export const CSV_NO_PLATE_COLUMN = `The CSV needs a header row with a plate column: ${PLATE_CSV_COLUMNS.join(',')}.`;
export const CSV_NO_PLATES = messages.csvNoPlates;

/** csv-parse options shared by the read and by the row-number lookup after a bad row. */
const CSV_OPTIONS = { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true };

/**
 * The line of the file where record `index` (the header is record 0) starts. Only asked after a
 * bad row: counting lines for every record (csv-parse's `info`) would cost a quarter of a large
 * upload's read, so the file is read once more up to that record instead.
 */
async function lineOfRecord(file: Blob, encoding: CsvEncoding, index: number): Promise<number> {
  const parser = textOf(file, encoding).pipe(parse({ ...CSV_OPTIONS, info: true }));
  let at = 0;
  try {
    for await (const item of parser as AsyncIterable<{ info: { lines: number } }>) {
      if (at === index) return item.info.lines;
      at += 1;
    }
  } finally {
    parser.destroy();
  }
  return index + 1;
}

/** Where each column sits in a record, from the header row (no plate column: 400). */
function columnsOfHeader(record: string[]): Partial<Record<Column, number>> {
  const found: Partial<Record<Column, number>> = {};
  record.forEach((name, i) => {
    const column = columnByKey.get(headerKey(name));
    if (column) found[column] = i; // a repeated column: the last one counts
  });
  if (found.plate === undefined) {
    throw new BffError(400, 'CSV_NO_PLATE_COLUMN', CSV_NO_PLATE_COLUMN);
  }
  return found;
}

const SKIPPED = Symbol('no plate');

/** One data record read as a plate line: skipped (no plate), a bad expiry, or the parse. */
function plateOfRecord(record: string[], columns: Partial<Record<Column, number>>) {
  const cell = (column: Column) => {
    const i = columns[column];
    return i === undefined ? '' : (record[i] ?? '').trim();
  };
  if (cell('plate').replace(/[^A-Za-z0-9]/g, '') === '') return SKIPPED;
  const expiresAt = parseExpiry(cell('expiresAt'));
  if (expiresAt === undefined) return { badExpiry: cell('expiresAt') };
  return {
    parsed: replacePlatesLine.safeParse({
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
    }),
  };
}

/**
 * Reads an uploaded plates CSV as a stream and yields its plates one by one (nothing is
 * collected): columns from the header row (case and spaces ignored), cells trimmed, blank cells
 * empty, rows without a plate skipped (counted in `tally`), each row normalised with the
 * contract's replacePlatesLine (the provider's own line schema: it need not check again); expiresAt is ISO or MM/DD/YYYY. UTF-8 (BOM or not) is read as such, any
 * other file as Windows-1252 (Excel on Windows), so no replacement character is ever stored. A bad row throws 400 naming its row
 * number (the header is row 1); more than LIST_PLATES_UPLOAD_MAX plates throws 400. A file that
 * is not text (gzip, zip, NUL bytes), has no plate column in its header row, or has no plates
 * at all throws 400 too: an upload never empties a list.
 */
export async function* plateRowsOfCsv(file: Blob, tally: CsvTally): AsyncGenerator<PlateFields> {
  const encoding = await encodingOf(file);
  const parser = pipeline(
    Readable.fromWeb(file.stream() as import('node:stream/web').ReadableStream),
    textOnly(),
    decodeText(encoding),
    parse(CSV_OPTIONS),
    () => undefined, // errors reach the loop below through the parser
  );
  /** Where each column sits in a record; filled from the header row (record 0). */
  let at: Partial<Record<Column, number>> | undefined;
  let index = 0;
  let plates = 0;
  const rowError = async (message: string) =>
    new BffError(
      400,
      'CSV_ROW_INVALID',
      `Row ${await lineOfRecord(file, encoding, index)}: ${message}`,
    );
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (at === undefined) {
        at = columnsOfHeader(record);
        continue;
      }
      index += 1;
      const row = plateOfRecord(record, at);
      if (row === SKIPPED) {
        tally.skipped += 1;
        continue;
      }
      if ('badExpiry' in row) {
        throw await rowError(
          `the expiry '${row.badExpiry}' is not a date (use YYYY-MM-DD or MM/DD/YYYY).`,
        );
      }
      const { parsed } = row;
      if (!parsed.success) throw await rowError(firstIssue(parsed.error));
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
    if (at === undefined) throw new BffError(400, 'CSV_NO_PLATE_COLUMN', CSV_NO_PLATE_COLUMN);
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

/** The same values, with the first error they throw reported to `onError` before it passes on. */
export async function* reportingErrors<T>(
  rows: AsyncIterable<T>,
  onError: (error: unknown) => void,
): AsyncGenerator<T> {
  try {
    yield* rows;
  } catch (error) {
    onError(error);
    throw error;
  }
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
