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

const DASH = 45;
const SPACE = 32;
const DOT = 46;

/**
 * A timestamptz as both drivers hand it over (the database's text, DateStyle ISO:
 * '2026-11-25 08:49:34.372+00') → the contract's ISO-8601 UTC with milliseconds
 * ('2026-11-25T08:49:34.372Z'), exactly what `new Date(text).toISOString()` answers. A UTC
 * session's text is re-cut by position, without a Date (parse and toISOString cost ~0.6 µs a
 * value, ~60 µs on a page of 50 sessions); any other form (an offset other than +00, a year
 * past 9999) goes through Date.
 */
export function isoFromTimestamptz(text: string): string {
  const n = text.length;
  if (
    n >= 22 &&
    n <= 29 &&
    n !== 23 &&
    text.charCodeAt(4) === DASH &&
    text.charCodeAt(10) === SPACE &&
    text.endsWith('+00') &&
    (n === 22 || text.charCodeAt(19) === DOT)
  ) {
    // 0 to 6 fraction digits (the database drops trailing zeros); milliseconds are the first 3.
    const ms =
      n === 22 ? '000' : n >= 26 ? text.slice(20, 23) : text.slice(20, n - 3).padEnd(3, '0');
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${ms}Z`;
  }
  return new Date(text).toISOString();
}

/**
 * A timestamptz column read as the contract's ISO text (isoFromTimestamptz), for reads that
 * only show the time: no Date is made per row. A nullable column's null stays null.
 */
export function isoTimeText<C extends AnyColumn>(
  column: C,
): SQL<C['_']['notNull'] extends true ? string : string | null> {
  return sql`${column}`.mapWith(isoFromTimestamptz) as SQL<
    C['_']['notNull'] extends true ? string : string | null
  >;
}
