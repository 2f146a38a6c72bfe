import 'server-only';
import type { CitationEvidence, IssuedCitation } from '@/lib/contract/citations';
import { zonedDateTime } from '@/lib/format';
import { lprMessages } from '@/lib/messages/lpr';
import { PdfTableWriter, type PdfTableColumn } from './pdf-table';
import { batchedStream } from './web-stream';

const COLUMNS: PdfTableColumn[] = [
  { header: 'Image', width: 1.1, align: 'left' },
  { header: 'SHA-256 (recorded when stored)', width: 4.6, align: 'left' },
  { header: 'Stored at', width: 1.5, align: 'left' },
];

export interface CitationEvidencePdf {
  citation: IssuedCitation;
  evidence: CitationEvidence;
  organisationName: string;
  timeZone: string;
}

/**
 * A violation notice's evidence record (issue 30 item 4) with the report's table writer: the
 * notice under the title, then each evidence image with the SHA-256 of its bytes recorded when it
 * was stored, which anyone can recompute from the image file (sha256sum) to show it is unchanged.
 */
export function citationEvidencePdfStream(input: CitationEvidencePdf): ReadableStream<Uint8Array> {
  const { citation: c, timeZone } = input;
  const writer = new PdfTableWriter(
    {
      title: `Violation #${c.citationNumber}: evidence record`,
      subtitle: [
        input.organisationName,
        `Plate ${c.plate}${c.stateProv ? ` (${c.stateProv})` : ''} · ${c.citationName} · issued ${zonedDateTime(c.issuedAt, timeZone)}${c.location ? ` at ${c.location}` : ''}`,
        `Generated ${zonedDateTime(new Date().toISOString(), timeZone)} (${timeZone}). SHA-256 of each image file's exact bytes.`,
      ],
      orientation: 'landscape',
    },
    COLUMNS,
  );
  for (const image of input.evidence.images) {
    writer.addRow([
      image.label,
      image.sha256 ?? lprMessages.evidenceBeforeDigests,
      zonedDateTime(image.storedAt, timeZone),
    ]);
  }
  if (input.evidence.images.length === 0) writer.addNote(lprMessages.evidenceNoCitationImages);
  writer.end();
  return batchedStream(writer.doc);
}
