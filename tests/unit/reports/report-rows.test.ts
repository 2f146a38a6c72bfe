import {
  displayedRows,
  isValidDateInput,
  reportWindow,
  truncatedText,
} from '@/lib/rules/reports/report-rows';
import {
  reportDescription,
  plateFileBase,
  reportFileBase,
} from '@/lib/rules/reports/report-columns';

describe('displayedRows (spec 1 §9: more than 4000 rows → the first 1000)', () => {
  it.each([
    [0, 0, false],
    [1, 1, false],
    [1000, 1000, false],
    [3999, 3999, false],
    [4000, 4000, false],
    [4001, 1000, true],
    [10000, 1000, true],
  ])('%i rows back → %i shown, truncated %s', (back, shown, truncated) => {
    const rows = Array.from({ length: back }, (_, i) => i);
    const result = displayedRows(rows);
    expect(result.rows).toHaveLength(shown);
    expect(result.truncated).toBe(truncated);
    if (shown > 0) expect(result.rows[0]).toBe(0);
  });

  it('says so under the table', () => {
    expect(truncatedText()).toBe(
      'More than 4,000 rows: only the first 1,000 are shown. Download the CSV for all rows.',
    );
  });
});

describe('isValidDateInput', () => {
  it.each([
    ['2026-11-20', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-11-31', false],
    ['20-11-2026', false],
    ['', false],
    [null, false],
    ['1999-12-31', false],
  ])('%s → %s', (value, valid) => {
    expect(isValidDateInput(value)).toBe(valid);
  });
});

describe('reportWindow (Search does nothing unless both dates are valid)', () => {
  it('answers null for an invalid or missing date or an end before the start', () => {
    expect(reportWindow('', '2026-11-20')).toBeNull();
    expect(reportWindow('2026-11-20', '')).toBeNull();
    expect(reportWindow('2026-02-30', '2026-03-01')).toBeNull();
    expect(reportWindow('2026-11-20', '2026-11-19')).toBeNull();
  });

  it.each([
    ['UTC', '2026-11-01', '2026-11-20', '2026-11-01T00:00:00.000Z', '2026-11-20T23:59:59.999Z'],
    [
      'America/New_York',
      '2026-11-01',
      '2026-11-01',
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T04:59:59.999Z',
    ],
    [
      'America/Toronto',
      '2026-03-08',
      '2026-03-08',
      '2026-03-08T05:00:00.000Z',
      '2026-03-09T03:59:59.999Z',
    ],
    [
      'Asia/Tokyo',
      '2026-11-20',
      '2026-11-20',
      '2026-11-19T15:00:00.000Z',
      '2026-11-20T14:59:59.999Z',
    ],
  ])('%s: %s to %s is the whole local days', (tz, start, end, startDate, endDate) => {
    expect(reportWindow(start, end, tz)).toEqual({
      startDate,
      endDate,
      rawStartDate: start,
      rawEndDate: end,
    });
  });
});

describe('report names', () => {
  const base = {
    reportType: 'scans' as const,
    startDate: null,
    endDate: null,
    rawStartDate: '2026-11-01',
    rawEndDate: '2026-11-20',
    listName: null,
    plate: null,
  };
  it('describes a report and a plate history', () => {
    expect(reportDescription(base)).toBe('LPR Scans · Nov 01, 2026 – Nov 20, 2026');
    expect(reportDescription({ ...base, listName: 'Hotlist' })).toBe(
      'LPR Scans · Nov 01, 2026 – Nov 20, 2026 · Hotlist',
    );
    expect(reportDescription({ ...base, plate: 'ABC123' })).toBe('Plate history ABC123');
  });
  it('names the files', () => {
    expect(reportFileBase('scans', '2026-11-01', '2026-11-20')).toBe(
      'lpr-scans-2026-11-01-to-2026-11-20',
    );
    expect(plateFileBase('abc-123')).toBe('ABC123');
  });
});
