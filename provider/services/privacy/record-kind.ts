import type { SQL } from 'drizzle-orm';
import type { DataRequestKind } from '../../../lib/contract';
import { zonedIsoText } from '../../../lib/rules/zoned-time';

/**
 * What a data request is about, resolved once in the organisation: the plate (normalised) or the
 * e-mail (lower-cased), and the permit holders and permits it leads to (read first, as arrays:
 * few per plate or address, and each kind's query then takes them by primary key).
 */
export interface RequestScope {
  entity: string;
  plate: string | null;
  email: string | null;
  holderUuids: string[];
  permitUuids: string[];
  /** This export's id: its own audit event is not one of the records it exports. */
  exportId: string;
}

/** One row of a kind's query: its columns by name, `t` (time) and `k` (key) for paging. */
export type RecordRow = Record<string, unknown>;

export interface RecordColumn {
  /** The CSV header, in plain words. */
  header: string;
  value: (row: RecordRow, timeZone: string) => string | number;
}

/**
 * One kind of record an export holds: its CSV file, what the README says of it, and its query
 * for a scope (null: the kind is not searched for this kind of subject). The query selects `t`
 * (a timestamptz, the row's time) and `k` (the row's uuid, or a text key; unique within the
 * kind): rows are read in pages ordered by (t, k). Keep `k` the row's own column (not a cast of
 * it) so a page is a walk of the kind's (…, time, uuid) index from the cursor, not a sort.
 */
export interface RecordKind {
  kind: DataRequestKind;
  label: string;
  about: string;
  rows: (scope: RequestScope) => SQL | null;
  columns: RecordColumn[];
  /**
   * The kind's image files: a query selecting `folder` (the record's folder in the ZIP),
   * `file_uuid`, `path`, `content_type` and `k` (text, unique, the paging order).
   */
  images?: (scope: RequestScope) => SQL | null;
}

const textOf = (value: unknown): string =>
  value === null || value === undefined ? '' : String(value);

/** The CSV columns' kinds: text, a number, a time in the organisation's zone, cents, yes/no. */
export const column = {
  text: (header: string, field: string): RecordColumn => ({
    header,
    value: (row) => textOf(row[field]),
  }),
  number: (header: string, field: string): RecordColumn => ({
    header,
    value: (row) => (row[field] === null || row[field] === undefined ? '' : Number(row[field])),
  }),
  time: (header: string, field: string): RecordColumn => ({
    header,
    value: (row, timeZone) => {
      const v = row[field];
      if (v === null || v === undefined) return '';
      return zonedIsoText(new Date(v as string | Date), timeZone);
    },
  }),
  /** Cents as a decimal amount ('12.50'). */
  money: (header: string, field: string): RecordColumn => ({
    header,
    value: (row) => {
      const v = row[field];
      return v === null || v === undefined ? '' : (Number(v) / 100).toFixed(2);
    },
  }),
  yesNo: (header: string, field: string): RecordColumn => ({
    header,
    value: (row) => {
      const v = row[field];
      return v === null || v === undefined ? '' : v ? 'yes' : 'no';
    },
  }),
  /** The record's image folder in the ZIP, when it has images. */
  images: (folderOf: (row: RecordRow) => string): RecordColumn => ({
    header: 'Image folder',
    value: (row) => (row.has_images ? `${folderOf(row)}/` : ''),
  }),
};
