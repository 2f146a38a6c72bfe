import { describe, expect, it } from '@jest/globals';
import { meterEditProblems } from '@/lib/rules/meters/meter-edit';
import { nextMeterSort, sortMeters } from '@/lib/rules/meters/meter-table';
import { earningsWindows, hourOf, plateTerm, sessionStatus } from '@/lib/rules/meters/sessions';

describe('sessionStatus (spec 3 §4)', () => {
  const session = { startTime: '2026-11-25T10:00:00.000Z', endTime: '2026-11-25T12:00:00.000Z' };
  it.each([
    ['before the end', '2026-11-25T11:59:59.999Z', 'Valid'],
    ['at the start', '2026-11-25T10:00:00.000Z', 'Valid'],
    ['at the end', '2026-11-25T12:00:00.000Z', 'Expired'],
    ['after the end', '2026-11-26T00:00:00.000Z', 'Expired'],
  ])('%s: %s → %s', (_, now, expected) => {
    expect(sessionStatus(session, new Date(now))).toBe(expected);
  });
});

describe('earningsWindows', () => {
  it.each([
    // now, zone, day, month, year (UTC instants of the zone's midnights)
    [
      '2026-11-25T03:30:00Z',
      'America/Detroit',
      '2026-11-24T05:00:00.000Z',
      '2026-11-01T04:00:00.000Z',
      '2026-01-01T05:00:00.000Z',
    ],
    [
      '2026-11-25T03:30:00Z',
      'UTC',
      '2026-11-25T00:00:00.000Z',
      '2026-11-01T00:00:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ],
    [
      '2026-03-08T15:00:00Z',
      'America/New_York',
      '2026-03-08T05:00:00.000Z',
      '2026-03-01T05:00:00.000Z',
      '2026-01-01T05:00:00.000Z',
    ],
    [
      '2026-01-01T00:30:00Z',
      'Europe/Berlin',
      '2025-12-31T23:00:00.000Z',
      '2025-12-31T23:00:00.000Z',
      '2025-12-31T23:00:00.000Z',
    ],
    [
      '2026-07-15T12:00:00Z',
      'Australia/Sydney',
      '2026-07-14T14:00:00.000Z',
      '2026-06-30T14:00:00.000Z',
      '2025-12-31T13:00:00.000Z',
    ],
  ])('%s in %s', (now, tz, day, month, year) => {
    const w = earningsWindows(new Date(now), tz);
    expect(w.day.toISOString()).toBe(day);
    expect(w.month.toISOString()).toBe(month);
    expect(w.year.toISOString()).toBe(year);
    expect(w.last30Days.getTime()).toBe(Date.parse(now) - 30 * 86_400_000);
  });

  it('keeps day ≥ month ≥ year and the day before now', () => {
    for (let h = 0; h < 24 * 400; h += 7) {
      const now = new Date(Date.UTC(2026, 0, 1) + h * 3_600_000);
      const w = earningsWindows(now, 'America/Detroit');
      expect(w.day.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(now.getTime() - w.day.getTime()).toBeLessThan(25 * 3_600_000);
      expect(w.month.getTime()).toBeLessThanOrEqual(w.day.getTime());
      expect(w.year.getTime()).toBeLessThanOrEqual(w.month.getTime());
    }
  });

  it('rolls money up by the UTC hour', () => {
    expect(hourOf(new Date('2026-11-25T03:59:59.999Z')).toISOString()).toBe(
      '2026-11-25T03:00:00.000Z',
    );
  });
});

describe('plate search term (spec 3 §5)', () => {
  it('is trimmed and upper-cased', () => {
    expect(plateTerm('  abc 123 ')).toBe('ABC 123');
    expect(plateTerm('   ')).toBe('');
  });
});

describe('meters table sort (spec 3 §2)', () => {
  const rows = [
    { zoneId: 'E10', name: 'Bay' },
    { zoneId: 'E2', name: 'Cedar' },
    { zoneId: 'E1', name: 'Apple' },
  ];
  it('sorts zone ids numerically and toggles the direction', () => {
    const asc = nextMeterSort({ columnId: 'name', direction: 'desc' }, 'zoneId');
    expect(asc).toEqual({ columnId: 'zoneId', direction: 'asc' });
    expect(sortMeters(rows, asc).map((r) => r.zoneId)).toEqual(['E1', 'E2', 'E10']);
    const desc = nextMeterSort(asc, 'zoneId');
    expect(desc.direction).toBe('desc');
    expect(sortMeters(rows, desc).map((r) => r.zoneId)).toEqual(['E10', 'E2', 'E1']);
    expect(sortMeters(rows, { columnId: 'name', direction: 'desc' }).map((r) => r.name)).toEqual([
      'Cedar',
      'Bay',
      'Apple',
    ]);
  });
});

describe('Edit meter form (spec 3 §5)', () => {
  it('sends first free minutes as a number', () => {
    expect(meterEditProblems({ name: ' Lot ', description: ' ', firstFreeMin: '15' }).body).toEqual(
      { name: 'Lot', description: null, firstFreeMin: 15 },
    );
    expect(meterEditProblems({ name: 'Lot', description: '', firstFreeMin: '' }).body).toEqual({
      name: 'Lot',
      description: null,
      firstFreeMin: 0,
    });
  });
  it.each([
    [{ name: '', description: '', firstFreeMin: '0' }, 'name'],
    [{ name: 'A', description: '', firstFreeMin: '2.5' }, 'firstFreeMin'],
    [{ name: 'A', description: '', firstFreeMin: '-1' }, 'firstFreeMin'],
    [{ name: 'A', description: '', firstFreeMin: 'ten' }, 'firstFreeMin'],
  ])('refuses %p', (input, field) => {
    const result = meterEditProblems(input);
    expect(result.body).toBeNull();
    expect(Object.keys(result.errors)).toEqual([field]);
  });
});
