import 'server-only';
import type { PlateEvent, PlateNow } from '@/lib/contract/plates';
import { zonedDateTime } from '@/lib/format';
import { PLATE_EVENT_LABELS, plateEventText, plateNowLines } from '@/lib/rules/plates/plate-events';
import { errorFields, logger } from '@/platform/log';
import { PdfTableWriter, type PdfTableColumn } from './pdf-table';
import { batchedStream } from './web-stream';

/** A subtitle line longer than this is cut (pdfkit draws it on one line). */
const LINE_MAX = 150;

const COLUMNS: PdfTableColumn[] = [
  { header: 'Time', width: 1.4, align: 'left' },
  { header: 'Event', width: 1.1, align: 'left' },
  { header: 'Details', width: 4, align: 'left', wrap: true },
  { header: 'By', width: 1.3, align: 'left' },
];

export interface Plate360Pdf {
  plate: string;
  organisationName: string;
  now: PlateNow;
  /** The timeline, newest first, page by page. */
  pages: AsyncIterable<PlateEvent[]>;
  timeZone: string;
}

const cut = (line: string) => (line.length > LINE_MAX ? `${line.slice(0, LINE_MAX - 1)}…` : line);

/**
 * Plate 360 as a printable PDF with the plate report's table writer (pdfkit, streamed): the "Now"
 * summary under the title, then every timeline event, pages read as the reader takes the document.
 */
export function plate360PdfStream(input: Plate360Pdf): ReadableStream<Uint8Array> {
  const { timeZone } = input;
  const writer = new PdfTableWriter(
    {
      title: `Plate 360: ${input.plate}`,
      subtitle: [
        input.organisationName,
        `Generated ${zonedDateTime(new Date().toISOString(), timeZone)} (${timeZone})`,
        ...plateNowLines(input.now, timeZone).map(cut),
      ],
      orientation: 'landscape',
    },
    COLUMNS,
  );
  void (async () => {
    let count = 0;
    for await (const events of input.pages) {
      for (const e of events) {
        writer.addRow([
          zonedDateTime(e.at, timeZone),
          PLATE_EVENT_LABELS[e.kind],
          plateEventText(e, timeZone),
          e.actor ?? '',
        ]);
        count += 1;
      }
      await writer.room();
      if (writer.closed) return;
    }
    if (count === 0) writer.addNote('There are no records for this plate.');
    writer.end();
  })().catch((error: unknown) => {
    logger.error('PDF generation failed', errorFields(error));
    writer.doc.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return batchedStream(writer.doc);
}
