import { randomUUID } from 'node:crypto';
import type { IssuedCitation, Scan, ScanCitationCheck, ScanCitationIssued } from '@/lib/contract';
import type { ScanListResponse } from '@/lib/contract/lpr/bff';
import { messages } from '@/lib/messages';
import { PERMITTED_ALERT_PLATE } from '@/provider/seed/citations/scan-demo';
import type { BffClient, ErrorBody } from '../../support/bff-client';
import {
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

/** /api/scans/:uuid/citation: a scan or an alert becomes a citation (issue 29 item 2). */
let client: BffClient;
let riverside: BffClient;

beforeAll(async () => {
  client = await orgClient('admin@demo.test', NORTHGATE);
  riverside = await orgClient('super@demo.test', RIVERSIDE);
});

const key = () => `k-${randomUUID()}`;

async function alertOfPlate(plate: string): Promise<Scan> {
  const res = await client.get<ScanListResponse>(`/api/alerts?q=${plate}`);
  return res.body.plates[0];
}

async function hotAlertWithoutPermit(skip: number): Promise<Scan> {
  const res = await client.get<ScanListResponse>('/api/alerts?page=2');
  return res.body.plates.filter((p) => p.plate !== PERMITTED_ALERT_PLATE)[skip];
}

describe('/api/scans/:uuid/citation guards', () => {
  itAnswers401WithoutSession([`/api/scans/${UNKNOWN_UUID}/citation`]);

  it("answers the scan texts' 404 for an unknown or another organisation's scan", async () => {
    const unknown = await client.get<ErrorBody>(`/api/scans/${UNKNOWN_UUID}/citation`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe(messages.scanNotFound);
    const alert = await hotAlertWithoutPermit(0);
    const other = await riverside.get<ErrorBody>(`/api/scans/${alert.uuid}/citation`);
    expect(other.status).toBe(404);
    const post = await riverside.post<ErrorBody>(`/api/scans/${alert.uuid}/citation`, {
      typeUUID: UNKNOWN_UUID,
      idempotencyKey: key(),
    });
    expect(post.status).toBe(404);
  });

  it('refuses a post from another origin and a bad body with a readable text', async () => {
    const alert = await hotAlertWithoutPermit(1);
    const evil = await client.post<ErrorBody>(
      `/api/scans/${alert.uuid}/citation`,
      { typeUUID: UNKNOWN_UUID, idempotencyKey: key() },
      { origin: 'https://evil.example' },
    );
    expect(evil.status).toBe(403);
    const bad = await client.post<ErrorBody>(`/api/scans/${alert.uuid}/citation`, {
      typeUUID: 'x',
      idempotencyKey: key(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Choose a violation type.');
  });
});

describe('an alert becomes a citation', () => {
  it('issues with the form data and links the scan and the citation both ways', async () => {
    const alert = await hotAlertWithoutPermit(2);
    const form = await client.get<ScanCitationCheck>(`/api/scans/${alert.uuid}/citation`);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ plate: alert.plate, findings: [], citation: null });
    const res = await client.post<ScanCitationIssued>(`/api/scans/${alert.uuid}/citation`, {
      typeUUID: form.body.types[0].uuid,
      locationUUID: form.body.location?.uuid ?? null,
      comments: form.body.comments,
      idempotencyKey: key(),
    });
    expect(res.status).toBe(201);
    expect(res.body.imageCount).toBe(1);
    const scan = await client.get<Scan>(`/api/alerts/${alert.uuid}`);
    expect(scan.body.citation).toEqual({
      uuid: res.body.uuid,
      citationNumber: res.body.citationNumber,
    });
    const detail = await client.get<IssuedCitation>(`/api/citations/issued/${res.body.uuid}`);
    expect(detail.body.scanUUID).toBe(alert.uuid);
    expect(detail.body.imageURLs).toHaveLength(1);
  });

  it('shows the valid permit, refuses without the note, issues with it', async () => {
    const alert = await alertOfPlate(PERMITTED_ALERT_PLATE);
    const form = await client.get<ScanCitationCheck>(`/api/scans/${alert.uuid}/citation`);
    expect(form.body.findings[0]).toMatchObject({
      kind: 'permit',
      label: 'Annual Faculty & Staff',
    });
    const body = { typeUUID: form.body.types[0].uuid, idempotencyKey: key() };
    const refused = await client.post<ErrorBody>(`/api/scans/${alert.uuid}/citation`, body);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toMatch(/^Valid permit: Annual Faculty & Staff until/);
    const noNote = await client.post<ErrorBody>(`/api/scans/${alert.uuid}/citation`, {
      ...body,
      override: true,
    });
    expect(noNote.status).toBe(400);
    expect(noNote.body.error.code).toBe('OVERRIDE_NOTE_REQUIRED');
    const ok = await client.post<ScanCitationIssued>(`/api/scans/${alert.uuid}/citation`, {
      ...body,
      override: true,
      overrideNote: 'Permit shown is for another car.',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.overrideNote).toBe('Permit shown is for another car.');
  });
});
