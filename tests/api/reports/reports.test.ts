import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type {
  ReportLogResponse,
  ReportRowsResponse,
  ShareLinkResponse,
  SharedReportResponse,
} from '@/lib/contract/reports/bff';
import { messages } from '@/lib/messages';
import { scanReport } from '@/lib/rules/reports/report-columns';
import { getProvider } from '@/provider';
import { rowsOf } from '@/provider/db/types';
import { sealShareToken } from '@/server/auth/share-token';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import {
  expectNoOrganisationSelected,
  itAnswers401WithoutSession,
  NORTHGATE,
  orgClient,
  RIVERSIDE,
  UNKNOWN_UUID,
} from '../../support/lpr-api';

async function dbRows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await (await getProvider()).db.execute(query));
}

/** A two-day window ending at Northgate's newest scan, as a /reports/generate query. */
async function windowQuery(extra: Record<string, string> = {}) {
  const [row] = await dbRows<{ newest: string; name: string }>(
    sql`select max(s.captured_at)::text as newest from scans s join organisations o on o.uuid = s.entity_uuid where o.name = ${NORTHGATE}`,
  );
  const end = new Date(row.newest);
  const start = new Date(end.getTime() - 2 * 24 * 60 * 60 * 1000);
  return new URLSearchParams({
    reportType: 'scans',
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    rawStartDate: start.toISOString().slice(0, 10),
    rawEndDate: end.toISOString().slice(0, 10),
    tz: 'UTC',
    ...extra,
  }).toString();
}

let admin: BffClient;
// The first sign-in opens (and seeds) the provider: slow on a busy machine.
beforeAll(async () => {
  admin = await orgClient('admin@demo.test', NORTHGATE);
}, 180_000);

describe('/api/reports guards', () => {
  itAnswers401WithoutSession([
    '/api/reports/log',
    '/api/reports/lists',
    '/api/reports/rows',
    '/api/reports/export.csv',
    '/api/reports/export.pdf',
    '/api/reports/plate/ABC123',
    '/api/reports/plate/ABC123/pdf',
  ]);

  it('answers 409 before an organisation is chosen', async () => {
    await expectNoOrganisationSelected(['/api/reports/log', '/api/reports/lists']);
  });
});

describe('report log', () => {
  it('lists the seeded entries, newest first, and records a generated report as WEB_CSV', async () => {
    const before = await admin.get<ReportLogResponse>('/api/reports/log');
    expect(before.status).toBe(200);
    expect(before.body.count).toBeGreaterThanOrEqual(4);
    const q = new URLSearchParams(await windowQuery());
    const res = await admin.post('/api/reports/log', {
      params: {
        reportType: 'scans',
        startDate: q.get('startDate'),
        endDate: q.get('endDate'),
        rawStartDate: q.get('rawStartDate'),
        rawEndDate: q.get('rawEndDate'),
      },
    });
    expect(res.status).toBe(200);
    const after = await admin.get<ReportLogResponse>('/api/reports/log');
    expect(after.body.count).toBe(before.body.count + 1);
    expect(after.body.logs[0]).toMatchObject({
      type: 'WEB_CSV',
      email: 'admin@demo.test',
      description: expect.stringContaining('LPR Scans'),
    });
  });

  it.each(['violations', 'meters'])(
    'logs a %s report now that its area exists (spec 1 §6 types)',
    async (reportType) => {
      const res = await admin.post<ErrorBody>('/api/reports/log', {
        params: {
          reportType,
          startDate: new Date(Date.now() - 86_400_000).toISOString(),
          endDate: new Date().toISOString(),
        },
      });
      expect(res.status).toBe(200);
    },
  );

  it('keeps organisations apart', async () => {
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const ng = await admin.get<ReportLogResponse>('/api/reports/log');
    const rv = await riverside.get<ReportLogResponse>('/api/reports/log');
    const ngIds = new Set(ng.body.logs.map((l) => l.reportUUID));
    expect(rv.body.logs.some((l) => ngIds.has(l.reportUUID))).toBe(false);
  });
});

describe('generated report: dates, rows, CSV, PDF', () => {
  it.each([
    ['no dates', 'reportType=scans'],
    ['an invalid date', 'reportType=scans&startDate=2026-13-01&endDate=2026-11-02T00:00:00Z'],
    [
      'an end before the start',
      'reportType=scans&startDate=2026-11-05T00:00:00Z&endDate=2026-11-01T00:00:00Z',
    ],
    [
      'an unknown type',
      'reportType=parking&startDate=2026-11-01T00:00:00Z&endDate=2026-11-02T00:00:00Z',
    ],
  ])('answers 400 for %s', async (_, query) => {
    for (const path of [
      '/api/reports/rows',
      '/api/reports/export.csv',
      '/api/reports/export.pdf',
    ]) {
      const res = await admin.get<ErrorBody>(`${path}?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
  });

  it('streams a CSV whose header and rows are the provider rows', async () => {
    const query = await windowQuery();
    const rows = await admin.get<ReportRowsResponse>(`/api/reports/rows?${query}`);
    expect(rows.status).toBe(200);
    expect(rows.body.truncated).toBe(false);
    expect(rows.body.rows.length).toBeGreaterThan(10);

    const csv = await admin.get<string>(`/api/reports/export.csv?${query}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="lpr-scans-.*\.csv"/,
    );
    const records: string[][] = parse(csv.body);
    expect(records[0]).toEqual(scanReport.csvColumns.map((c) => c.header));
    expect(records).toHaveLength(rows.body.rows.length + 1);
    records.slice(1).forEach((record, i) => {
      const row = rows.body.rows[i];
      expect(record.slice(0, 9)).toEqual([
        row.capturedAt,
        row.plate,
        String(row.confidence),
        row.fullname,
        row.userEmail,
        row.listName,
        row.alertMessage,
        String(row.latitude),
        String(row.longitude),
      ]);
      // Image links are absolute links to the dashboard's own (signed-in) image route.
      expect(record[9]).toBe(`http://localhost:3000/api/scans/${row.uuid}/image/plate`);
    });
  });

  it('escapes formula-like cells in the CSV', async () => {
    const query = await windowQuery();
    const { rows } = (await admin.get<ReportRowsResponse>(`/api/reports/rows?${query}`)).body;
    await dbRows(
      sql`update scans set list_name = '=HYPERLINK("http://evil.example")' where uuid = ${rows[0].uuid}`,
    );
    const csv = await admin.get<string>(`/api/reports/export.csv?${query}`);
    const records: string[][] = parse(csv.body);
    const cell = records[1][5];
    expect(cell).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('streams a PDF', async () => {
    const res = await admin.get<string>(`/api/reports/export.pdf?${await windowQuery()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.body.startsWith('%PDF-')).toBe(true);
    expect(res.body.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('answers the plate history and a PDF named after the plate', async () => {
    const [{ plate }] = await dbRows<{ plate: string }>(
      sql`select s.plate from scans s join organisations o on o.uuid = s.entity_uuid where o.name = ${NORTHGATE} group by s.plate order by count(*) desc limit 1`,
    );
    const rows = await admin.get<ReportRowsResponse>(`/api/reports/plate/${plate}`);
    expect(rows.status).toBe(200);
    expect(rows.body.rows.length).toBeGreaterThan(1);
    expect(rows.body.rows.every((r) => r.plate === plate)).toBe(true);
    const pdf = await admin.get(`/api/reports/plate/${plate.toLowerCase()}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${plate}.pdf"`);
  });
});

describe('share links', () => {
  async function share(client: BffClient, extra: Record<string, unknown> = {}) {
    const q = new URLSearchParams(await windowQuery());
    const res = await client.post<ShareLinkResponse>('/api/reports/share', {
      params: {
        reportType: 'scans',
        startDate: q.get('startDate'),
        endDate: q.get('endDate'),
        rawStartDate: q.get('rawStartDate'),
        rawEndDate: q.get('rawEndDate'),
      },
      ...extra,
    });
    expect(res.status).toBe(200);
    return res.body;
  }
  const apiPathOf = (url: string) =>
    `/api${new URL(url).pathname.replace('/shared/reports/', '/shared/reports/')}`;

  it('opens without an account, only that report, read-only; logs REPORT_LINK', async () => {
    const { url, share: created } = await share(admin);
    expect(url).toMatch(/^http:\/\/localhost:3000\/shared\/reports\//);
    expect(Date.parse(created.expiresAt) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    const outsider = new BffClient();
    const res = await outsider.get<SharedReportResponse>(apiPathOf(url));
    expect(res.status).toBe(200);
    expect(res.body.organisationName).toBe(NORTHGATE);
    expect(res.body.description).toContain('LPR Scans');
    expect(res.body.rows.length).toBeGreaterThan(0);
    expect(res.body.rows.every((r) => r.imgURL === '' && r.fullImageURL === '')).toBe(true);
    const csv = await outsider.get<string>(`${apiPathOf(url)}/report.csv`);
    expect(csv.status).toBe(200);
    expect(parse(csv.body)).toHaveLength(res.body.rows.length + 1);
    const pdf = await outsider.get<string>(`${apiPathOf(url)}/report.pdf`);
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
    // No mutation exists on a share.
    expect((await outsider.post(apiPathOf(url), {})).status).toBe(404);
    const log = await admin.get<ReportLogResponse>('/api/reports/log');
    expect(log.body.logs[0]).toMatchObject({
      type: 'REPORT_LINK',
      share: { uuid: created.uuid, status: 'active' },
    });
  });

  it('refuses a tampered link with 404 and a clear message', async () => {
    const { url } = await share(admin);
    const path = apiPathOf(url);
    const at = path.length - 6;
    const tampered = path.slice(0, at) + (path[at] === 'A' ? 'B' : 'A') + path.slice(at + 1);
    for (const p of [tampered, '/api/shared/reports/not-a-token']) {
      const res = await new BffClient().get<ErrorBody>(p);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(messages.shareNotFound);
    }
  });

  it('answers a link whose secret the provider refuses as SHARE_NOT_FOUND (the not-found page)', async () => {
    const { share: created } = await share(admin);
    // A secret the provider cannot read as a bearer token: it answers UNAUTHENTICATED.
    const sealed = await sealShareToken({
      share: created.uuid,
      secret: `${'x'.repeat(30)} y`,
      expiresAt: Date.now() + 60_000,
    });
    for (const suffix of ['', '/report.csv', '/report.pdf']) {
      const res = await new BffClient().get<ErrorBody>(`/api/shared/reports/${sealed}${suffix}`);
      expect(res.status).toBe(404);
      expect(res.body.error).toEqual({ code: 'SHARE_NOT_FOUND', message: messages.shareNotFound });
    }
  });

  it('refuses a revoked link with 410; another organisation cannot revoke it', async () => {
    const { url, share: created } = await share(admin);
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    expect((await riverside.post(`/api/reports/share/${created.uuid}/revoke`)).status).toBe(404);
    expect((await new BffClient().get(apiPathOf(url))).status).toBe(200);
    const revoked = await admin.post<{ status: string }>(
      `/api/reports/share/${created.uuid}/revoke`,
    );
    expect(revoked.body.status).toBe('revoked');
    for (const suffix of ['', '/report.csv', '/report.pdf']) {
      const res = await new BffClient().get<ErrorBody>(apiPathOf(url) + suffix);
      expect(res.status).toBe(410);
      expect(res.body.error).toEqual({ code: 'SHARE_REVOKED', message: messages.shareRevoked });
    }
    expect((await admin.post(`/api/reports/share/${UNKNOWN_UUID}/revoke`)).status).toBe(404);
  });

  it('refuses an expired link with 410 (by the record and by the seal)', async () => {
    const { url, share: created } = await share(admin, { expiresInDays: 1 });
    await dbRows(
      sql`update report_shares set expires_at = now() - interval '1 second' where uuid = ${created.uuid}`,
    );
    const res = await new BffClient().get<ErrorBody>(apiPathOf(url));
    expect(res.status).toBe(410);
    expect(res.body.error).toEqual({ code: 'SHARE_EXPIRED', message: messages.shareExpired });

    const sealed = await sealShareToken({
      share: UNKNOWN_UUID,
      secret: 'x'.repeat(43),
      expiresAt: Date.now() - 1000,
    });
    const old = await new BffClient().get<ErrorBody>(`/api/shared/reports/${sealed}`);
    expect(old.status).toBe(410);
    expect(old.body.error.code).toBe('SHARE_EXPIRED');
  });

  it('puts the link on the portal host of the organisation when PORTAL_BASE_URL is set', async () => {
    process.env.PORTAL_BASE_URL = 'https://{subdomain}.portal.example.com';
    try {
      const { url } = await share(admin);
      expect(url).toMatch(/^https:\/\/northgate\.portal\.example\.com\/shared\/reports\//);
    } finally {
      delete process.env.PORTAL_BASE_URL;
    }
  });

  it('shares a plate history as REPORT_PLATE_LINK, showing only that plate', async () => {
    const [{ plate }] = await dbRows<{ plate: string }>(
      sql`select s.plate from scans s join organisations o on o.uuid = s.entity_uuid where o.name = ${NORTHGATE} group by s.plate order by count(*) desc limit 1`,
    );
    const res = await admin.post<ShareLinkResponse>('/api/reports/share', {
      params: { reportType: 'scans', plate },
      expiresInDays: 7,
    });
    expect(res.status).toBe(200);
    const shared = await new BffClient().get<SharedReportResponse>(apiPathOf(res.body.url));
    expect(shared.status).toBe(200);
    expect(shared.body.params.plate).toBe(plate);
    expect(shared.body.rows.length).toBeGreaterThan(1);
    expect(shared.body.rows.every((r) => r.plate === plate)).toBe(true);
    const pdf = await new BffClient().get(`${apiPathOf(res.body.url)}/report.pdf`);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="${plate}.pdf"`);
    const log = await admin.get<ReportLogResponse>('/api/reports/log');
    expect(log.body.logs[0]).toMatchObject({
      type: 'REPORT_PLATE_LINK',
      plate,
      description: `Plate history ${plate}`,
    });
  });

  it('refuses a share without valid dates', async () => {
    const res = await admin.post<ErrorBody>('/api/reports/share', {
      params: { reportType: 'scans' },
    });
    expect(res.status).toBe(400);
  });
});

describe('a share shows the report as it was when shared', () => {
  it('leaves out a scan of the plate made after the share; the dashboard’s own history has it', async () => {
    const [{ plate }] = await dbRows<{ plate: string }>(
      sql`select s.plate from scans s join organisations o on o.uuid = s.entity_uuid where o.name = ${NORTHGATE} group by s.plate order by count(*) desc limit 1`,
    );
    const res = await admin.post<ShareLinkResponse>('/api/reports/share', {
      params: { reportType: 'scans', plate },
      expiresInDays: 7,
    });
    expect(res.status).toBe(200);
    const path = `/api${new URL(res.body.url).pathname}`;
    const before = await new BffClient().get<SharedReportResponse>(path);
    expect(before.status).toBe(200);

    // A newer scan of the same plate, recorded after the link was made.
    const [added] = await dbRows<{ uuid: string }>(
      sql`insert into scans (entity_uuid, plate, captured_at, confidence, captured_by_uuid, latitude, longitude, list_uuid, list_name, list_type)
          select entity_uuid, plate, now() + interval '1 second', confidence, captured_by_uuid, latitude, longitude, list_uuid, list_name, list_type
          from scans where plate = ${plate} and entity_uuid = (select uuid from organisations where name = ${NORTHGATE})
          order by captured_at desc limit 1
          returning uuid`,
    );
    const own = await admin.get<ReportRowsResponse>(`/api/reports/plate/${plate}`);
    expect(own.body.rows[0].uuid).toBe(added.uuid);

    const after = await new BffClient().get<SharedReportResponse>(path);
    expect(after.status).toBe(200);
    expect(after.body.rows.map((r) => r.uuid)).toEqual(before.body.rows.map((r) => r.uuid));
    expect(after.body.rows.some((r) => r.uuid === added.uuid)).toBe(false);
    const csv = await new BffClient().get<string>(`${path}/report.csv`);
    const records: string[][] = parse(csv.body);
    expect(records).toHaveLength(before.body.rows.length + 1);
    expect(records.some((r) => r.includes(added.uuid))).toBe(false);
    expect(records[1][0]).toBe(before.body.rows[0].capturedAt);
  });
});

describe('the list name comes from the organisation’s list, not from the browser', () => {
  async function listOf(org: string) {
    const [list] = await dbRows<{ uuid: string; name: string }>(
      sql`select l.uuid, l.name from lists l join organisations o on o.uuid = l.entity_uuid where o.name = ${org} order by l.name limit 1`,
    );
    return list;
  }

  async function paramsWith(listUUID: string) {
    const q = new URLSearchParams(await windowQuery());
    return {
      reportType: 'scans',
      startDate: q.get('startDate'),
      endDate: q.get('endDate'),
      rawStartDate: q.get('rawStartDate'),
      rawEndDate: q.get('rawEndDate'),
      listUUID,
      listName: 'Forged name',
    };
  }

  it('logs and shares a report with the list’s own name', async () => {
    const list = await listOf(NORTHGATE);
    const logged = await admin.post('/api/reports/log', { params: await paramsWith(list.uuid) });
    expect(logged.status).toBe(200);
    const log = await admin.get<ReportLogResponse>('/api/reports/log');
    expect(log.body.logs[0].description).toContain(list.name);
    expect(log.body.logs[0].description).not.toContain('Forged');

    const q = new URLSearchParams(await windowQuery({ listUUID: list.uuid, listName: 'Forged' }));
    const rows = await admin.get<ReportRowsResponse>(`/api/reports/rows?${q}`);
    expect(rows.status).toBe(200);
    expect(rows.body.listName).toBe(list.name);

    const shared = await admin.post<ShareLinkResponse>('/api/reports/share', {
      params: await paramsWith(list.uuid),
    });
    expect(shared.status).toBe(200);
    const page = await new BffClient().get<SharedReportResponse>(
      `/api${new URL(shared.body.url).pathname}`,
    );
    expect(page.body.params.listName).toBe(list.name);
    expect(page.body.description).toContain(list.name);
    expect(page.body.description).not.toContain('Forged');
  });

  it('refuses a list that is not one of the organisation’s', async () => {
    const foreign = await listOf(RIVERSIDE);
    for (const uuid of [UNKNOWN_UUID, foreign.uuid]) {
      const params = await paramsWith(uuid);
      const q = new URLSearchParams(await windowQuery({ listUUID: uuid, listName: 'Forged name' }));
      for (const res of [
        await admin.post<ErrorBody>('/api/reports/log', { params }),
        await admin.post<ErrorBody>('/api/reports/share', { params }),
        await admin.get<ErrorBody>(`/api/reports/rows?${q}`),
        await admin.get<ErrorBody>(`/api/reports/export.csv?${q}`),
        await admin.get<ErrorBody>(`/api/reports/export.pdf?${q}`),
      ]) {
        expect(res.status).toBe(400);
        expect(res.body.error).toEqual({ code: 'UNKNOWN_LIST', message: 'Unknown list.' });
      }
    }
  });
});
