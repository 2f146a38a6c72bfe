import { sql } from 'drizzle-orm';
import { messages } from '@/lib/messages';
import { getProvider } from '@/provider';
import { rowsOf } from '@/provider/db/types';
import { buildBffOpenApi } from '@/server/bff/openapi';
import { refuseOversizedPdf } from '@/server/reports/pdf-row-cap';
import type { RowPage } from '@/server/reports/report-pages';
import { BffClient, type ErrorBody } from '../../support/bff-client';
import { NORTHGATE, orgClient } from '../../support/lpr-api';

/**
 * Issue 25 item 15: a PDF report holds at most PDF_ROWS_MAX rows, for every report type (one
 * rule in server/reports); past it the download is refused before any byte with the readable
 * 'Too many rows for a PDF: download the CSV', and the CSV of the same report still streams.
 * The cap is lowered here to what the demo organisation's scans pass.
 */
const CAP = 300;
jest.mock('@/server/bff/limits', () => ({
  ...jest.requireActual<object>('@/server/bff/limits'),
  PDF_ROWS_MAX: 300,
}));

let admin: BffClient;
beforeAll(async () => {
  admin = await orgClient('admin@demo.test', NORTHGATE);
}, 180_000);

/** A scans report query from 2003 to 2077 (the fuzz run's wide window). */
const wideQuery = () =>
  new URLSearchParams({
    reportType: 'scans',
    startDate: '2003-01-01T00:00:00.000Z',
    endDate: '2077-12-31T23:59:59.000Z',
    rawStartDate: '2003-01-01',
    rawEndDate: '2077-12-31',
    tz: 'UTC',
  }).toString();

describe('the PDF row cap at the BFF', () => {
  it('refuses a scans PDF of more rows than the cap before streaming, and the CSV streams', async () => {
    const [{ n }] = rowsOf<{ n: number }>(
      await (
        await getProvider()
      ).db.execute(
        sql`select count(*)::int as n from scans s join organisations o on o.uuid = s.entity_uuid where o.name = ${NORTHGATE}`,
      ),
    );
    expect(n).toBeGreaterThan(CAP);
    const pdf = await admin.get<ErrorBody>(`/api/reports/export.pdf?${wideQuery()}`);
    expect(pdf.status).toBe(400);
    expect(pdf.headers.get('content-type')).toMatch(/^application\/json/);
    expect(pdf.body).toEqual({
      error: { code: 'PDF_TOO_MANY_ROWS', message: 'Too many rows for a PDF: download the CSV' },
    });
    expect(messages.pdfTooManyRows).toBe('Too many rows for a PDF: download the CSV');

    // The CSV of the same report streams (read its start only).
    const csv = await admin.send('GET', `/api/reports/export.csv?${wideQuery()}`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    await csv.body?.cancel();
  });

  it('refuses a shared report PDF past the cap too (the same rule for every PDF)', async () => {
    const share = await admin.post<{ url: string }>('/api/reports/share', {
      params: {
        reportType: 'scans',
        startDate: '2003-01-01T00:00:00.000Z',
        endDate: '2077-12-31T23:59:59.000Z',
        rawStartDate: '2003-01-01',
        rawEndDate: '2077-12-31',
      },
    });
    expect(share.status).toBe(200);
    const res = await new BffClient().get<ErrorBody>(
      `/api${new URL(share.body.url).pathname}/report.pdf?tz=UTC`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(messages.pdfTooManyRows);
  });

  it('documents the refusal on every PDF route', () => {
    const doc = buildBffOpenApi() as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, { description: string }> }>>;
    };
    const pdfRoutes = Object.entries(doc.paths).filter(([path]) => /pdf$/.test(path));
    expect(pdfRoutes.length).toBeGreaterThanOrEqual(3);
    for (const [, methods] of pdfRoutes) {
      expect(methods.get.responses[400].description).toContain('rows for a PDF');
    }
  });
});

describe('refuseOversizedPdf', () => {
  /** `total` rows in pages of the asked size; counts how many rows were handed out. */
  function source(total: number) {
    const stats = { read: 0 };
    const fetchPage = async (cursor: string | null, limit = 200): Promise<RowPage<number>> => {
      const from = cursor === null ? 0 : Number(cursor);
      const rows = Array.from(
        { length: Math.max(0, Math.min(limit, total - from)) },
        (_, i) => from + i,
      );
      stats.read += rows.length;
      const next = from + rows.length;
      return { rows, nextCursor: next < total ? String(next) : null };
    };
    return { fetchPage, stats };
  }

  it('takes a report of exactly the cap and refuses one row more, reading at most cap + 1 rows', async () => {
    const exact = source(12_000);
    await expect(
      refuseOversizedPdf(exact.fetchPage, await exact.fetchPage(null), 12_000),
    ).resolves.toBeUndefined();
    expect(exact.stats.read).toBe(12_000);

    const over = source(1_000_000);
    await expect(
      refuseOversizedPdf(over.fetchPage, await over.fetchPage(null), 12_000),
    ).rejects.toMatchObject({ status: 400, code: 'PDF_TOO_MANY_ROWS' });
    expect(over.stats.read).toBe(12_001);
  });

  it('costs nothing for a report that fits in its first page', async () => {
    const small = source(150);
    const first = await small.fetchPage(null);
    await refuseOversizedPdf(small.fetchPage, first, 12_000);
    expect(small.stats.read).toBe(150);
  });
});
