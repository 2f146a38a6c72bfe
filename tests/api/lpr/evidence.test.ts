import { randomUUID } from 'node:crypto';
import type {
  CitationEvidence,
  CitationVerification,
  Scan,
  ScanCitationCheck,
  ScanCitationIssued,
  ScanEvidence,
  ScanVerification,
} from '@/lib/contract';
import { sql } from 'drizzle-orm';
import { getProvider } from '@/provider';
import { rowsOf } from '@/provider/db/types';
import type { ScanListResponse } from '@/lib/contract/lpr/bff';
import { messages } from '@/lib/messages';
import type { BffClient, ErrorBody } from '../../support/bff-client';
import {
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

/**
 * The evidence digests through the BFF (issue 30 item 4): a notice's evidence images verified as
 * Match, a scan's read kept beside its correction, and the organisation boundary (the session's
 * organisation only: another's scan or notice is 404).
 */
let client: BffClient;
let riverside: BffClient;

beforeAll(async () => {
  client = await orgClient('admin@demo.test', NORTHGATE);
  riverside = await orgClient('super@demo.test', RIVERSIDE);
}, 120_000);

/**
 * A Northgate notice with an evidence image: a scan not yet cited, without live findings, issued
 * through the BFF (the scan's image is stored as the evidence, with its SHA-256).
 */
async function citationWithImages(): Promise<{ uuid: string; images: number }> {
  const provider = await getProvider();
  const candidates = rowsOf<{ uuid: string }>(
    await provider.db.execute(sql`
      select s.uuid from scans s join organisations o on o.uuid = s.entity_uuid
      where o.name = ${NORTHGATE}
        and not exists (select 1 from citations c where c.scan_uuid = s.uuid)
      order by s.captured_at desc limit 10`),
  );
  for (const { uuid } of candidates) {
    const form = await client.get<ScanCitationCheck>(`/api/scans/${uuid}/citation`);
    if (form.status !== 200 || form.body.findings.length > 0 || form.body.citation) continue;
    const issued = await client.post<ScanCitationIssued>(`/api/scans/${uuid}/citation`, {
      typeUUID: form.body.types[0].uuid,
      idempotencyKey: `k-${randomUUID()}`,
    });
    if (issued.status === 201) return { uuid: issued.body.uuid, images: issued.body.imageCount };
  }
  throw new Error('no Northgate scan could be cited');
}

let cited: { uuid: string; images: number } | undefined;
const citedNotice = async () => (cited ??= await citationWithImages());

describe('evidence guards', () => {
  itAnswers401WithoutSession([
    `/api/scans/${UNKNOWN_UUID}/evidence`,
    `/api/citations/issued/${UNKNOWN_UUID}/evidence`,
  ]);

  it("answers 404 for an unknown or another organisation's scan or notice", async () => {
    const unknown = await client.get<ErrorBody>(`/api/scans/${UNKNOWN_UUID}/evidence`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(messages.scanNotFound);
    const scans = await client.get<ScanListResponse>('/api/scans?page=1');
    const scan = scans.body.plates[0];
    expect((await riverside.get(`/api/scans/${scan.uuid}/evidence`)).status).toBe(404);
    expect((await riverside.post(`/api/scans/${scan.uuid}/evidence/verify`)).status).toBe(404);
    const citation = await citedNotice();
    expect((await riverside.get(`/api/citations/issued/${citation.uuid}/evidence`)).status).toBe(
      404,
    );
    expect(
      (await riverside.post(`/api/citations/issued/${citation.uuid}/evidence/verify`)).status,
    ).toBe(404);
  });

  it('answers 400 with a readable text for an id that is not a uuid', async () => {
    const res = await client.post<ErrorBody>('/api/scans/nope/evidence/verify');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(messages.scanNotFound);
  });
});

describe("a notice's evidence", () => {
  it('lists each image with its SHA-256 and verifies every one as a match', async () => {
    const citation = await citedNotice();
    const evidence = await client.get<CitationEvidence>(
      `/api/citations/issued/${citation.uuid}/evidence`,
    );
    expect(evidence.status).toBe(200);
    expect(evidence.body.images).toHaveLength(citation.images);
    for (const image of evidence.body.images) expect(image.sha256).toMatch(/^[0-9a-f]{64}$/);
    const verified = await client.post<CitationVerification>(
      `/api/citations/issued/${citation.uuid}/evidence/verify`,
    );
    expect(verified.status).toBe(200);
    expect(verified.body.images.map((i) => i.result)).toEqual(
      evidence.body.images.map(() => 'match'),
    );
  });
});

describe("a notice's evidence record", () => {
  it('is a PDF named after the notice; another organisation gets 404', async () => {
    const citation = await citedNotice();
    const res = await client.get<string>(
      `/api/citations/issued/${citation.uuid}/evidence/pdf?tz=America/Detroit`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="violation-\d+-evidence\.pdf"$/,
    );
    expect(res.body.startsWith('%PDF-')).toBe(true);
    expect(
      (await riverside.get(`/api/citations/issued/${citation.uuid}/evidence/pdf`)).status,
    ).toBe(404);
  });
});

describe("a scan's read", () => {
  it('shows the read as recorded beside a correction; a scan from before digests says so', async () => {
    const scans = await client.get<ScanListResponse>('/api/scans?page=3');
    const scan: Scan = scans.body.plates[0];
    const corrected = `${scan.plate.slice(0, -1)}${scan.plate.endsWith('9') ? '8' : '9'}`;
    expect((await client.put(`/api/scans/${scan.uuid}`, { plate: corrected })).status).toBe(200);
    const evidence = await client.get<ScanEvidence>(`/api/scans/${scan.uuid}/evidence`);
    expect(evidence.body.read).toMatchObject({
      plate: scan.plate,
      effectivePlate: corrected,
      digest: null,
      correction: { plate: corrected },
    });
    const verified = await client.post<ScanVerification>(`/api/scans/${scan.uuid}/evidence/verify`);
    expect(verified.status).toBe(200);
    expect(verified.body.read.result).toBe('unrecorded');
  });
});
