import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import type { PermitReportRow } from '@/lib/contract/reports';
import type {
  ReportLogResponse,
  ReportRowsResponse,
  ShareLinkResponse,
  SharedReportResponse,
} from '@/lib/contract/reports/bff';
import { permitReport } from '@/lib/rules/reports/types/permits';
import { getProvider } from '@/provider';
import { rowsOf } from '@/provider/db/types';
import { BffClient } from '../../support/bff-client';
import { NORTHGATE, orgClient, RIVERSIDE } from '../../support/lpr-api';

/** The Permits report type (spec 1 §6–§7): rows, CSV (WEB_CSV_PERMITS) streamed like scans, PDF, share. */

async function dbRows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await (await getProvider()).db.execute(query));
}

/** A 30-day window ending at Northgate's newest permit, as a /reports/generate query. */
async function windowQuery() {
  const [row] = await dbRows<{ newest: string }>(
    sql`select max(i.created_at)::text as newest from permits_issued i join organisations o on o.uuid = i.entity_uuid where o.name = ${NORTHGATE}`,
  );
  const end = new Date(row.newest);
  const start = new Date(end.getTime() - 30 * 24 * 60 * 60 * 1000);
  return new URLSearchParams({
    reportType: 'permits',
    startDate: start.toISOString(),
    endDate: end.toISOString(),
    rawStartDate: start.toISOString().slice(0, 10),
    rawEndDate: end.toISOString().slice(0, 10),
    tz: 'UTC',
  });
}

const paramsOf = (q: URLSearchParams) => ({
  reportType: 'permits',
  startDate: q.get('startDate'),
  endDate: q.get('endDate'),
  rawStartDate: q.get('rawStartDate'),
  rawEndDate: q.get('rawEndDate'),
});

let admin: BffClient;
beforeAll(async () => {
  admin = await orgClient('admin@demo.test', NORTHGATE);
}, 180_000);

describe('the Permits report', () => {
  it('records a generated permit report as WEB_CSV_PERMITS', async () => {
    const q = await windowQuery();
    const res = await admin.post('/api/reports/log', { params: paramsOf(q) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 'WEB_CSV_PERMITS',
      description: expect.stringContaining('Permits'),
    });
    const log = await admin.get<ReportLogResponse>('/api/reports/log');
    expect(log.body.logs[0].type).toBe('WEB_CSV_PERMITS');
  });

  it('answers the table rows and streams a CSV whose rows are the same', async () => {
    const q = await windowQuery();
    const rows = await admin.get<ReportRowsResponse<PermitReportRow>>(`/api/reports/rows?${q}`);
    expect(rows.status).toBe(200);
    expect(rows.body.rows.length).toBeGreaterThan(10);
    expect(rows.body.rows[0]).toHaveProperty('customerPermitId');

    const csv = await admin.get<string>(`/api/reports/export.csv?${q}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /attachment; filename="permits-.*\.csv"/,
    );
    const records: string[][] = parse(csv.body);
    expect(records[0]).toEqual(permitReport.csvColumns.map((c) => c.header));
    expect(records).toHaveLength(rows.body.rows.length + 1);
    records.slice(1).forEach((record, i) => {
      const row = rows.body.rows[i];
      expect(record[0]).toBe(row.customerPermitId);
      expect(record[1]).toBe(row.permitName);
      expect(record[5]).toBe((row.amount / 100).toFixed(2));
      expect(record[9]).toBe(row.plate);
      expect(record[12]).toBe(row.createdOn);
    });
  });

  it('escapes formula-like cells in the CSV', async () => {
    const q = await windowQuery();
    const { rows } = (
      await admin.get<ReportRowsResponse<PermitReportRow>>(`/api/reports/rows?${q}`)
    ).body;
    await dbRows(
      sql`update permits_issued set holder = holder || '{"name": "=HYPERLINK(\\"http://evil.example\\")"}'::jsonb where uuid = ${rows[0].uuid}`,
    );
    const csv = await admin.get<string>(`/api/reports/export.csv?${q}`);
    const records: string[][] = parse(csv.body);
    expect(records[1][7]).toBe(`'=HYPERLINK("http://evil.example")`);
  });

  it('streams a PDF', async () => {
    const res = await admin.get<string>(`/api/reports/export.pdf?${await windowQuery()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.body.startsWith('%PDF-')).toBe(true);
  });

  it("keeps another organisation's permits out", async () => {
    const riverside = await orgClient('super@demo.test', RIVERSIDE);
    const q = await windowQuery();
    const res = await riverside.get<ReportRowsResponse<PermitReportRow>>(`/api/reports/rows?${q}`);
    expect(res.status).toBe(200);
    expect(res.body.rows).toEqual([]);
  });

  it('shares a permit report: the outsider sees its rows and CSV', async () => {
    const q = await windowQuery();
    const created = await admin.post<ShareLinkResponse>('/api/reports/share', {
      params: paramsOf(q),
    });
    expect(created.status).toBe(200);
    const outsider = new BffClient();
    const path = `/api${new URL(created.body.url).pathname}`;
    const res = await outsider.get<SharedReportResponse<PermitReportRow>>(path);
    expect(res.status).toBe(200);
    expect(res.body.params.reportType).toBe('permits');
    expect(res.body.rows.length).toBeGreaterThan(0);
    expect(res.body.rows[0]).toHaveProperty('customerPermitId');
    const csv = await outsider.get<string>(`${path}/report.csv`);
    expect(csv.status).toBe(200);
    const records: string[][] = parse(csv.body);
    expect(records[0]).toEqual(permitReport.csvColumns.map((c) => c.header));
    expect(records).toHaveLength(res.body.rows.length + 1);
  });
});
