import {
  payoutsPanel,
  permitGraphMax,
  permitGraphRows,
  sortPermitTypes,
} from '@/lib/rules/permits/permit-types';

const rows = [
  { uuid: 'a', name: 'visitor', createdOn: '2026-03-01T00:00:00.000Z' },
  { uuid: 'b', name: 'Annual', createdOn: '2026-01-01T00:00:00.000Z' },
  { uuid: 'c', name: 'Lot 10', createdOn: '2026-02-01T00:00:00.000Z' },
  { uuid: 'd', name: 'Lot 9', createdOn: '2026-02-01T00:00:00.000Z' },
];

describe('sortPermitTypes', () => {
  // Ties (same day) go by uuid whatever the direction, so the order never jumps.
  it.each([
    ['name', 'asc', ['b', 'd', 'c', 'a']],
    ['name', 'desc', ['a', 'c', 'd', 'b']],
    ['createdOn', 'asc', ['b', 'c', 'd', 'a']],
    ['createdOn', 'desc', ['a', 'c', 'd', 'b']],
  ] as const)('by %s %s', (columnId, direction, order) => {
    expect(sortPermitTypes(rows, { columnId, direction }).map((r) => r.uuid)).toEqual(order);
  });
});

describe('payoutsPanel (spec 2 §4)', () => {
  it.each([
    [false, false, 'activate'],
    [true, false, 'verify'],
    [true, true, null],
  ] as const)('account exists %p, active %p: %p', (accountExists, accountActive, panel) => {
    expect(payoutsPanel({ accountExists, accountActive })).toBe(panel);
  });
});

describe('graph rows', () => {
  it('pairs each day with its counts, missing ones as 0', () => {
    const r = permitGraphRows({
      last7Days: ['2026-11-23', '2026-11-24'],
      activeCount: [4],
      waitingCount: [1, 2],
    });
    expect(r).toEqual([
      { day: '2026-11-23', active: 4, pending: 1 },
      { day: '2026-11-24', active: 0, pending: 2 },
    ]);
    expect(permitGraphMax(r, 'active')).toBe(4);
    expect(permitGraphMax([], 'active')).toBe(1);
  });

  // Issue 27 item 17: each series on its own scale, so 3 pending beside 430 active are readable.
  it.each([
    [[430, 428], [3, 0], 'active', 430],
    [[430, 428], [3, 0], 'pending', 3],
    [[0, 0], [0, 0], 'pending', 1],
  ] as const)(
    'active %j, pending %j: the %s panel tops out at %p',
    (active, pending, series, max) => {
      const rows = permitGraphRows({
        last7Days: ['2026-11-23', '2026-11-24'],
        activeCount: [...active],
        waitingCount: [...pending],
      });
      expect(permitGraphMax(rows, series)).toBe(max);
    },
  );
});
