import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  REPORT_DEFINITIONS,
  scanReport,
  violationReport,
  type ViolationReportRow,
} from '@/lib/rules/reports/report-columns';
import { meterReport } from '@/lib/rules/reports/types/meters';
import { permitReport } from '@/lib/rules/reports/types/permits';

/** Issue 15 §4: one file per report type, registered in one place; only lib/format divides cents. */
const ROOT = join(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const row: ViolationReportRow = {
  violationNumber: 'V-1',
  plate: 'ABC123',
  state: 'MI',
  issuedAt: '2026-11-20T19:03:00Z',
  offense: 'Expired meter',
  status: 'Unpaid',
  amountCents: 123456,
  location: 'Lot A',
};

describe('report definitions', () => {
  it('registers each report type once, from its own file', () => {
    expect(REPORT_DEFINITIONS).toEqual({ scans: scanReport, violations: violationReport });
    for (const [type, definition] of Object.entries(REPORT_DEFINITIONS)) {
      expect(definition.type).toBe(type);
    }
    // The permit and meter reports are registered where they are used (the report sources and
    // their own tables), so their code is not in every report page's first load.
    expect(permitReport.type).toBe('permits');
    expect(meterReport.type).toBe('meters');
    expect(sources('lib/rules/reports/types').sort()).toEqual([
      'lib/rules/reports/types/meters.ts',
      'lib/rules/reports/types/permits.ts',
      'lib/rules/reports/types/scans.ts',
      'lib/rules/reports/types/violations.ts',
    ]);
  });

  it('writes violation amounts through lib/format: CSV 1234.56, table and PDF $1,234.56', () => {
    const csv = violationReport.csvColumns.find((c) => c.header === 'amount');
    expect(csv?.value(row)).toBe('1234.56');
    const cell = violationReport.columns.find((c) => c.id === 'amount');
    expect(cell?.text(row, { timeZone: 'UTC' })).toBe('$1,234.56');
    const total = violationReport.total!;
    const sum = total.add(total.add(total.start(), row), row);
    expect(total.cells(sum).amount).toBe('$2,469.12');
  });

  it('divides money by 100 nowhere but lib/format', () => {
    const dividing = ['lib', 'components', 'server', 'app']
      .flatMap(sources)
      .filter((path) => path !== 'lib/format.ts')
      .filter((path) => /[cC]ents\)? \/ 100\b/.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(dividing).toEqual([]);
  });
});
