import 'server-only';
import { REPORT_PAGE_MAX } from '@/lib/contract';

/** One keyset page of report rows and the cursor of the next (null: last page). */
export interface RowPage<R> {
  rows: R[];
  nextCursor: string | null;
}

/** Fetches the page after `cursor` (null: the first), of `limit` rows or the source's default. */
export type FetchPage<R> = (cursor: string | null, limit?: number) => Promise<RowPage<R>>;

/** Rows of the first page of a download: small, so the first bytes leave at once. */
export const FIRST_PAGE_ROWS = 200;

/**
 * The pages of a report, fetched one at a time as the consumer asks for them (no prefetch:
 * the writer's backpressure decides when the next provider call is made). `first` is a page
 * already fetched (the handler fetches it before answering, so a refusal is still a JSON error).
 */
export async function* reportPages<R>(
  fetchPage: FetchPage<R>,
  first?: RowPage<R>,
): AsyncGenerator<R[]> {
  let page = first ?? (await fetchPage(null));
  for (;;) {
    yield page.rows;
    if (!page.nextCursor) return;
    page = await fetchPage(page.nextCursor);
  }
}

/**
 * Up to `max` rows of a report (the table's view), asking the provider for no more than are
 * still wanted (the table's 4,001 rows are one page, not a page of the source's default size).
 */
export async function firstRows<R>(fetchPage: FetchPage<R>, max: number): Promise<R[]> {
  const rows: R[] = [];
  let cursor: string | null = null;
  while (rows.length < max) {
    const page: RowPage<R> = await fetchPage(cursor, Math.min(max - rows.length, REPORT_PAGE_MAX));
    for (const row of page.rows) {
      rows.push(row);
      if (rows.length >= max) return rows;
    }
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  return rows;
}
