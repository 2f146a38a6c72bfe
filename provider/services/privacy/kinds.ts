import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/types';
import { appealKind, citationKind } from './kinds-citations';
import { mailKind } from './kinds-mail';
import { holderKind, permitKind, sessionKind, vehicleKind } from './kinds-permits';
import { alertKind, auditKind, listEntryKind, scanKind } from './kinds-sightings';
import type { RecordKind, RecordRow, RequestScope } from './record-kind';

/** Every kind of record a data request searches, in the order the screen and README list them. */
export const RECORD_KINDS: readonly RecordKind[] = [
  scanKind,
  alertKind,
  holderKind,
  vehicleKind,
  permitKind,
  sessionKind,
  citationKind,
  appealKind,
  listEntryKind,
  mailKind,
  auditKind,
];

/** Rows read per query: a page of a kind is held while it is written, never more. */
export const EXPORT_PAGE_ROWS = 500;

/** The kinds searched for this scope, each with its query. */
export function kindsOf(scope: RequestScope): { kind: RecordKind; rows: SQL }[] {
  return RECORD_KINDS.flatMap((kind) => {
    const rows = kind.rows(scope);
    return rows ? [{ kind, rows }] : [];
  });
}

/** The image queries of this scope. */
export function imageQueriesOf(scope: RequestScope): SQL[] {
  return RECORD_KINDS.flatMap((kind) => {
    const images = kind.images?.(scope);
    return images ? [images] : [];
  });
}

export async function countOf(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*)::int as n from (${query}) as r`),
  );
  return Number(row?.n ?? 0);
}

/**
 * A query's rows page after page in (t, k) order, each page read when the previous one was
 * taken. The cursor's time travels as the database's own text of it (microseconds kept).
 */
export async function* pagesOf(
  db: DbOrTx,
  query: SQL,
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<RecordRow[]> {
  let cursor: { t: string; k: string } | null = null;
  for (;;) {
    const after: SQL = cursor
      ? sql`where (r.t, r.k) > (${cursor.t}::timestamptz, ${cursor.k})`
      : sql``;
    const rows = rowsOf<RecordRow>(
      await db.execute(sql`select r.*, r.t::text as cursor_t from (${query}) as r ${after}
        order by r.t, r.k limit ${pageRows}`),
    );
    if (rows.length) yield rows;
    if (rows.length < pageRows) return;
    const last = rows[rows.length - 1];
    cursor = { t: String(last.cursor_t), k: String(last.k) };
  }
}

/** An image query's rows page after page in k order. */
export async function* imagePagesOf(
  db: DbOrTx,
  query: SQL,
  pageRows = EXPORT_PAGE_ROWS,
): AsyncGenerator<RecordRow[]> {
  let cursor: string | null = null;
  for (;;) {
    const after: SQL = cursor === null ? sql`` : sql`where r.k > ${cursor}`;
    const rows = rowsOf<RecordRow>(
      await db.execute(
        sql`select r.* from (${query}) as r ${after} order by r.k limit ${pageRows}`,
      ),
    );
    if (rows.length) yield rows;
    if (rows.length < pageRows) return;
    cursor = String(rows[rows.length - 1].k);
  }
}
