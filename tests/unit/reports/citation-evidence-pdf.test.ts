import { describe, expect, it } from '@jest/globals';
import type { CitationEvidence, IssuedCitation } from '@/lib/contract/citations';
import { citationEvidencePdfStream } from '@/server/reports/citation-evidence-pdf';
import { pdfTexts } from '../../support/pdf-text';

const citation = {
  citationNumber: 108005,
  plate: 'ABC123',
  stateProv: 'MI',
  citationName: 'Expired Meter',
  issuedAt: '2026-11-29T08:00:00.000Z',
  location: 'Commuter Lot C-4',
} as IssuedCitation;

const digest = (c: string) => c.repeat(64);

async function render(evidence: CitationEvidence): Promise<string> {
  const stream = citationEvidencePdfStream({
    citation,
    evidence,
    organisationName: 'Northgate University Parking',
    timeZone: 'America/Detroit',
  });
  const pdf = Buffer.from(await new Response(stream).arrayBuffer());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  return pdfTexts(pdf).flat().join('\n');
}

describe("a notice's evidence record (PDF)", () => {
  it('prints the notice and every image with its recorded SHA-256', async () => {
    const text = await render({
      images: [
        {
          file: crypto.randomUUID(),
          label: 'Evidence image 1',
          sha256: digest('a'),
          storedAt: citation.issuedAt,
        },
        {
          file: crypto.randomUUID(),
          label: 'Evidence image 2',
          sha256: digest('b'),
          storedAt: citation.issuedAt,
        },
        {
          file: crypto.randomUUID(),
          label: 'Evidence image 3',
          sha256: null,
          storedAt: citation.issuedAt,
        },
      ],
    });
    expect(text).toContain('Violation #108005: evidence record');
    expect(text).toContain('Plate ABC123 (MI)');
    expect(text).toContain('Evidence image 1');
    expect(text).toContain(digest('a'));
    expect(text).toContain(digest('b'));
    expect(text).toContain('Recorded before evidence digests');
  });

  it('says so when the notice has no evidence images', async () => {
    expect(await render({ images: [] })).toContain('No evidence images to verify.');
  });
});
