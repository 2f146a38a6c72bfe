import 'server-only';
import { REPORT_PAGE_MAX } from '@/lib/contract';
import { messages } from '@/lib/messages';
import { BffError } from '../bff/errors';
import { PDF_ROWS_MAX } from '../bff/limits';
import type { FetchPage, RowPage } from './report-pages';

/**
 * Refuses a PDF of more than `max` rows before any byte of it is sent (400 with the readable
 * 'Too many rows for a PDF: download the CSV'). The rows after the already fetched first page
 * are counted by keyset pages of up to REPORT_PAGE_MAX rows and dropped at once, so memory stays
 * flat; at most `max + 1` rows are read. A report that fits in its first page costs nothing.
 */
export async function refuseOversizedPdf<R>(
  fetchPage: FetchPage<R>,
  first: RowPage<R>,
  max: number = PDF_ROWS_MAX,
): Promise<void> {
  let count = first.rows.length;
  let cursor = first.nextCursor;
  while (cursor && count <= max) {
    const page = await fetchPage(cursor, Math.min(REPORT_PAGE_MAX, max + 1 - count));
    count += page.rows.length;
    cursor = page.nextCursor;
  }
  if (count > max) throw new BffError(400, 'PDF_TOO_MANY_ROWS', messages.pdfTooManyRows);
}
