import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * A timestamptz column as ISO-8601 UTC text with microseconds, formatted by the database: the
 * time of a keyset cursor (a report page resumes after the exact row; a JS Date keeps only
 * milliseconds). It is computed for every row the query produces, so it belongs in keyset pages
 * (no OFFSET: only the page's rows are produced), not in offset-paged lists.
 */
export function cursorTimeText(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}
