import type { ScanReportRow } from '@/lib/contract/reports';
import {
  scanReport,
  violationReport,
  type ReportDefinition,
  type ViolationReportRow,
} from '@/lib/rules/reports/report-columns';
import { pdfStream } from '@/server/reports/pdf-stream';
import { pdfTexts } from '../../support/pdf-text';

function rows(n: number): ViolationReportRow[] {
  return Array.from({ length: n }, (_, i) => ({
    violationNumber: `V-${1000 + i}`,
    plate: `PLT${i}`,
    state: 'MI',
    issuedAt: new Date(Date.UTC(2026, 10, 3, 15, 30) + i * 60_000).toISOString(),
    offense: i === 0 ? '=cmd|/C calc' : 'Expired meter',
    status: i % 2 ? 'Paid' : 'Unpaid',
    amountCents: 2550,
    location: 'North Campus Lot 4',
  }));
}

async function renderRows<R>(definition: ReportDefinition<R>, data: R[]): Promise<Buffer> {
  async function* pages() {
    for (let i = 0; i < data.length; i += 40) yield data.slice(i, i + 40);
  }
  const stream = pdfStream(
    definition,
    pages(),
    { title: 'Violations', subtitle: ['Northgate University Parking'] },
    { timeZone: 'America/Detroit' },
  );
  return Buffer.from(await new Response(stream).arrayBuffer());
}

const render = (n: number) => renderRows(violationReport, rows(n));

describe('violation PDF (spec 1 §9)', () => {
  it('is landscape, repeats the header on every page and ends with the total row', async () => {
    const pdf = await render(120);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    // Landscape letter: 792 × 612 points.
    expect(text).toMatch(/\/MediaBox \[0 0 792 612\]/);
    const pages = pdfTexts(pdf);
    expect(pages.length).toBeGreaterThan(2);
    const headers = [
      'Violation #',
      'Plate',
      'State',
      'Date',
      'Time',
      'Violation Offense',
      'Status',
      'Amount',
      'Location',
    ];
    for (const page of pages) {
      const at = page.indexOf('Violation #');
      expect(page.slice(at, at + 9)).toEqual(headers);
    }
    const all = pages.flat();
    expect(all).toContain('V-1000');
    expect(all).toContain('V-1119');
    expect(all).toContain('Nov 03, 2026');
    expect(all).toContain('11:30 AM');
    const last = pages.at(-1)!;
    const total = last.indexOf('Total');
    expect(total).toBeGreaterThan(0);
    expect(last.slice(total)).toEqual(['Total', '120 violations', '$3,060.00']);
  });

  it('says when there are no rows and still totals', async () => {
    const all = pdfTexts(await render(0)).flat();
    expect(all).toContain('No rows in this report.');
    expect(all.slice(-3)).toEqual(['Total', '0 violations', '$0.00']);
  });
});

describe('scan report PDF', () => {
  it('shows every header whole and wraps List and Alert names whole (issue 18 item 15)', async () => {
    const row: ScanReportRow = {
      uuid: '00000000-0000-4000-8000-000000000001',
      capturedAt: '2026-11-20T23:33:00.000Z',
      plate: 'ABC1234',
      confidence: 0.94,
      fullname: 'Dana Whitfield',
      userEmail: 'dana.whitfield@demo.test',
      listName: 'Scofflaw - Unpaid Citations and Other Things',
      alertMessage: 'Alert for Scofflaw - Unpaid Citations and Other Things (Hotlist match)',
      latitude: 42.2745,
      longitude: -83.7331,
      imgURL: '',
      fullImageURL: '',
    };
    const [page] = pdfTexts(await renderRows(scanReport, [row]));
    const at = page.indexOf('Date');
    expect(page.slice(at, at + scanReport.columns.length)).toEqual(
      scanReport.columns.map((c) => c.header),
    );
    expect(page).toContain('Nov 20, 2026 6:33 PM');
    // No cell of the row is cut: the lines of List and of Alert give back the whole names.
    expect(page.some((t) => t.endsWith('\x85'))).toBe(false);
    const body = page.slice(at + scanReport.columns.length).join(' ');
    expect(body).toContain(row.listName);
    expect(body).toContain(row.alertMessage);
  });
});

describe('a cancelled PDF download', () => {
  it('stops drawing and stops reading pages (no full report for an aborted request)', async () => {
    let fetched = 0;
    async function* pages() {
      for (let page = 0; page < 200; page += 1) {
        fetched += 1;
        yield rows(500);
      }
    }
    const stream = pdfStream(
      violationReport,
      pages(),
      { title: 'Violations', subtitle: ['Northgate University Parking'] },
      { timeZone: 'America/Detroit' },
    );
    const reader = stream.getReader();
    await reader.read();
    await reader.cancel();
    const atCancel = fetched;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(atCancel).toBeLessThan(10);
    expect(fetched - atCancel).toBeLessThanOrEqual(1);
  });
});
