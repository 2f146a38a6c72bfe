import 'server-only';
import type { ReportDefinition, ReportFormat } from '@/lib/rules/reports/report-columns';
import { PdfTableWriter, type PdfTableMeta } from './pdf-table';
import { batchedStream } from './web-stream';
import { errorFields, logger } from '@/platform/log';

/** Rows drawn between two chances for the reader to take the document. */
const YIELD_ROWS = 200;

/**
 * A report as a PDF byte stream: the definition's columns (header on every page), each page of
 * rows drawn as the reader takes the document, the total row last. Memory stays flat: finished
 * PDF pages are flushed, and drawing waits while the reader lags (PdfTableWriter.room).
 */
export function pdfStream<R>(
  definition: ReportDefinition<R>,
  pages: AsyncIterable<R[]>,
  meta: Omit<PdfTableMeta, 'orientation'>,
  format: ReportFormat,
): ReadableStream<Uint8Array> {
  const writer = new PdfTableWriter(
    { ...meta, orientation: definition.orientation },
    definition.columns,
  );
  const { columns, total } = definition;
  void (async () => {
    let acc = total?.start();
    let count = 0;
    const cells = new Array<string>(columns.length);
    for await (const page of pages) {
      for (const row of page) {
        for (let i = 0; i < columns.length; i += 1) cells[i] = columns[i].text(row, format);
        writer.addRow(cells);
        if (total) acc = total.add(acc, row);
        count += 1;
        if (count % YIELD_ROWS === 0) {
          await writer.room();
          // The reader went away (download cancelled): stop, and stop reading pages too.
          if (writer.closed) return;
        }
      }
      await writer.room();
      if (writer.closed) return;
    }
    if (count === 0) writer.addNote('No rows in this report.');
    if (total) {
      const byId = total.cells(acc);
      writer.addTotal(columns.map((c) => byId[c.id] ?? ''));
    }
    writer.end();
  })().catch((error: unknown) => {
    logger.error('PDF generation failed', errorFields(error));
    writer.doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return batchedStream(writer.doc);
}
