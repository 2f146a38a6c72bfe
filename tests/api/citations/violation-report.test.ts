import { eq } from 'drizzle-orm';
import type { ShareLinkResponse, SharedReportResponse } from '@/lib/contract/reports/bff';
import type { ViolationReportRow } from '@/lib/rules/reports/report-columns';
import { getProvider, type Provider } from '@/provider';
import { organisations, reportLogs } from '@/provider/db/schema';
import { BffClient } from '../../support/bff-client';
import { insertCitation, openCitationFixture, type CitationFixture } from '../../support/citations';
import { NORTHGATE, orgClient } from '../../support/lpr-api';
import { call, loginAs } from '../../provider/helpers';

/**
 * The Violations report on real citations (spec 1 §6–§7, spec 3 §9): window, location by name,
 * paid sort; rows, CSV (WEB_CSV_CITATIONS) and the landscape PDF (WEB_PDF_CITATIONS).
 */
let client: BffClient;
let provider: Provider;
let northgate: string;
let cf: CitationFixture;
const DAY = 86_400_000;
// A window of its own, far in the past, so only this suite's notices are in it.
const base = Date.UTC(2001, 5, 10, 12);
const window = {
  startDate: new Date(base - 10 * DAY).toISOString(),
  endDate: new Date(base + 10 * DAY).toISOString(),
};

beforeAll(async () => {
  client = await orgClient('admin@demo.test', NORTHGATE);
  provider = await getProvider();
  const [org] = await provider.db
    .select()
    .from(organisations)
    .where(eq(organisations.name, NORTHGATE));
  northgate = org.uuid;
  cf = await openCitationFixture(provider, northgate);
  const other = await openCitationFixture(provider, northgate);
  const at = (days: number) => new Date(base + days * DAY);
  await insertCitation(provider, northgate, cf, {
    issuedAt: at(-3),
    plate: 'VR1',
    paymentStatus: 'paid',
    paidTotal: 5200,
  });
  await insertCitation(provider, northgate, cf, { issuedAt: at(-2), plate: 'VR2' });
  await insertCitation(provider, northgate, cf, {
    issuedAt: at(-1),
    plate: 'VR3',
    paymentStatus: 'paid off platform',
  });
  await insertCitation(provider, northgate, cf, { issuedAt: at(0), plate: 'VR4', voidDate: at(1) });
  await insertCitation(provider, northgate, other, { issuedAt: at(1), plate: 'VR5' });
  await insertCitation(provider, northgate, cf, { issuedAt: at(30), plate: 'OUT' });
}, 120_000);

const query = (extra: Record<string, string> = {}) =>
  new URLSearchParams({ reportType: 'violations', ...window, ...extra }).toString();

describe('violations report', () => {
  it('rows: the window newest first; a location by name; the paid sort puts paid (or unpaid) first', async () => {
    const all = await client.get<{ rows: ViolationReportRow[] }>(`/api/reports/rows?${query()}`);
    expect(all.status).toBe(200);
    expect(all.body.rows.map((r) => r.plate)).toEqual(['VR5', 'VR4', 'VR3', 'VR2', 'VR1']);
    const here = await client.get<{ rows: ViolationReportRow[] }>(
      `/api/reports/rows?${query({ locationName: cf.locationName })}`,
    );
    expect(here.body.rows.map((r) => r.plate)).toEqual(['VR4', 'VR3', 'VR2', 'VR1']);
    const paid = await client.get<{ rows: ViolationReportRow[] }>(
      `/api/reports/rows?${query({ locationName: cf.locationName, paidSort: 'paid' })}`,
    );
    expect(paid.body.rows.map((r) => r.plate)).toEqual(['VR3', 'VR1', 'VR4', 'VR2']);
    const unpaid = await client.get<{ rows: ViolationReportRow[] }>(
      `/api/reports/rows?${query({ locationName: cf.locationName, paidSort: 'unpaid' })}`,
    );
    expect(unpaid.body.rows.map((r) => r.plate)).toEqual(['VR4', 'VR2', 'VR3', 'VR1']);
    const byPlate = Object.fromEntries(paid.body.rows.map((r) => [r.plate, r]));
    expect(byPlate.VR1).toMatchObject({
      status: 'Paid',
      amountCents: 5200,
      offense: 'Expired meter',
    });
    expect(byPlate.VR3).toMatchObject({ status: 'Paid off platform', amountCents: 5000 });
    expect(byPlate.VR4).toMatchObject({ status: 'Void', amountCents: 0 });
    // Issued 2001 with late fees of 14 and 30 days: the second late amount is due.
    expect(byPlate.VR2).toMatchObject({ status: 'Past due', amountCents: 10000 });
  });

  it('pages by keyset across the paid and unpaid parts without losing or repeating a row', async () => {
    const jwt = await loginAs(provider, 'admin@demo.test');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: URLSearchParams = new URLSearchParams({
        start: window.startDate,
        end: window.endDate,
        location: cf.locationName,
        paidSort: 'paid',
        limit: '1',
        ...(cursor ? { cursor } : {}),
      });
      const page: {
        status: number;
        json: { rows: Array<{ plate: string }>; nextCursor: string | null };
      } = await call(provider, 'GET', `/api/v1/dashboard/${northgate}/reports/violations?${q}`, {
        token: jwt,
      });
      expect(page.status).toBe(200);
      seen.push(...page.json.rows.map((r: { plate: string }) => r.plate));
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['VR3', 'VR1', 'VR4', 'VR2']);
    const bad = await call(
      provider,
      'GET',
      `/api/v1/dashboard/${northgate}/reports/violations?${new URLSearchParams({ start: window.startDate, end: window.endDate, cursor: 'x' })}`,
      { token: jwt },
    );
    expect(bad.status).toBe(400);
  });

  it('CSV and the landscape PDF; the PDF download is logged as WEB_PDF_CITATIONS', async () => {
    const csv = await client.send(
      'GET',
      `/api/reports/export.csv?${query({ locationName: cf.locationName })}&tz=UTC`,
    );
    expect(csv.status).toBe(200);
    const text = await csv.text();
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('violationNumber,plate,state,issuedAt,offense,status,amount,location');
    expect(lines).toHaveLength(5);
    expect(text).toContain(',VR2,MI,');
    const pdf = await client.send('GET', `/api/reports/export.pdf?${query()}&tz=UTC`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/application\/pdf/);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const logs = await provider.db
      .select()
      .from(reportLogs)
      .where(eq(reportLogs.entityUuid, northgate));
    expect(logs.some((l) => l.type === 'WEB_PDF_CITATIONS')).toBe(true);
  });
});

describe('a shared violations report (spec 1 §6–§7)', () => {
  const shareParams = {
    reportType: 'violations',
    ...window,
    rawStartDate: window.startDate.slice(0, 10),
    rawEndDate: window.endDate.slice(0, 10),
    paidSort: 'paid',
  };

  it('shows the outsider the rows the staff report shows (location and paid sort kept), CSV too', async () => {
    const staff = await client.get<{ rows: ViolationReportRow[] }>(
      `/api/reports/rows?${query({ locationName: cf.locationName, paidSort: 'paid' })}`,
    );
    const created = await client.post<ShareLinkResponse>('/api/reports/share', {
      params: { ...shareParams, locationName: cf.locationName },
    });
    expect(created.status).toBe(200);
    const outsider = new BffClient();
    const path = `/api${new URL(created.body.url).pathname}`;
    const res = await outsider.get<SharedReportResponse<ViolationReportRow>>(path);
    expect(res.status).toBe(200);
    expect(res.body.params.reportType).toBe('violations');
    expect(res.body.rows.map((r) => r.plate)).toEqual(['VR3', 'VR1', 'VR4', 'VR2']);
    expect(res.body.rows).toEqual(staff.body.rows);
    const csv = await outsider.send('GET', `${path}/report.csv`);
    expect(csv.status).toBe(200);
    expect((await csv.text()).trim().split('\n')).toHaveLength(5);
  });

  it('pages the shared rows from the provider with the share secret only, a wrong secret refused', async () => {
    const jwt = await loginAs(provider, 'admin@demo.test');
    const created = await call(provider, 'POST', '/api/v1/dashboard/reports/share', {
      token: jwt,
      body: {
        entityUUID: northgate,
        description: 'Violations',
        params: { ...shareParams, locationName: cf.locationName },
      },
    });
    expect(created.status).toBe(200);
    const { share, secret } = created.json;
    const open = (s: string, q = '') =>
      call(provider, 'GET', `/api/v1/reports/shared/${share.uuid}/violations${q}`, {
        headers: { authorization: `Bearer ${s}` },
      });
    const first = await open(secret, '?limit=2');
    expect(first.status).toBe(200);
    expect(first.json.rows.map((r: { plate: string }) => r.plate)).toEqual(['VR3', 'VR1']);
    const rest = await open(secret, `?cursor=${encodeURIComponent(first.json.nextCursor)}`);
    expect(rest.json.rows.map((r: { plate: string }) => r.plate)).toEqual(['VR4', 'VR2']);
    expect((await open(`${secret}x`)).status).toBe(404);
  });
});
