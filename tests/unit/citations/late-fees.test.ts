import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { amountDueOn, isPastDue, type LateFeeTerms } from '@/lib/rules/citations/late-fees';
import { instantOf } from '@/lib/rules/zoned-time';

const DETROIT = 'America/Detroit';
const TERMS: LateFeeTerms = {
  amount: 5_000,
  lateAmount1: 7_500,
  lateDays1: 14,
  lateAmount2: 10_000,
  lateDays2: 30,
};
/** A wall time in Detroit as an instant. */
const local = (y: number, mo: number, d: number, h = 0, mi = 0) =>
  instantOf(y, mo, d, h, mi, DETROIT);
const issued = local(2026, 3, 1, 10, 0);

describe('amountDueOn (table)', () => {
  it.each([
    ['the issue day', local(2026, 3, 1, 18), 5_000, 0],
    ['the last base day (issue + 14)', local(2026, 3, 15, 23, 59), 5_000, 0],
    ['the first late day (issue + 15)', local(2026, 3, 16, 0, 0), 7_500, 1],
    ['the last day of late fee 1 (issue + 30)', local(2026, 3, 31, 23, 59), 7_500, 1],
    ['the first day of late fee 2 (issue + 31)', local(2026, 4, 1, 0, 0), 10_000, 2],
    ['a year later', local(2027, 3, 1, 12), 10_000, 2],
    ['before the issue (clock skew)', local(2026, 2, 28, 9), 5_000, 0],
  ])('%s', (_label, at, amount, lateLevel) => {
    expect(amountDueOn(TERMS, issued, at, DETROIT)).toEqual({ amount, lateLevel });
    expect(isPastDue(TERMS, issued, at, DETROIT)).toBe(lateLevel > 0);
  });

  it.each([
    ['no late fees', { amount: 4_000 }, 4_000, 0],
    ['late fee 1 only', { amount: 4_000, lateAmount1: 6_000, lateDays1: 21 }, 6_000, 1],
    ['a zero late amount (cleared)', { amount: 4_000, lateAmount1: 0, lateDays1: 3 }, 4_000, 0],
    ['late amount without days', { amount: 4_000, lateAmount1: 6_000, lateDays1: null }, 4_000, 0],
    [
      'late fee 2 without late fee 1',
      { amount: 4_000, lateAmount2: 9_000, lateDays2: 5 },
      4_000,
      0,
    ],
    ['an override replaces everything', { ...TERMS, amountOverride: 2_500 }, 2_500, 0],
    ['an override of 0', { ...TERMS, amountOverride: 0 }, 0, 0],
    ['a negative base counts as 0', { amount: -100 }, 0, 0],
    [
      'a late amount below the base never lowers it',
      { amount: 5_000, lateAmount1: 1_000, lateDays1: 1 },
      5_000,
      1,
    ],
  ] as Array<[string, LateFeeTerms, number, number]>)('%s', (_label, terms, amount, level) => {
    expect(amountDueOn(terms, issued, local(2026, 9, 1, 12), DETROIT)).toEqual({
      amount,
      lateLevel: level,
    });
  });

  it('counts calendar days in the zone: issued 23:50 local, the late day starts at local midnight', () => {
    const lateNight = local(2026, 3, 1, 23, 50);
    // 2026-03-16 00:10 in Detroit is 04:10 UTC the same day; 2026-03-15 23:50 is 03:50 UTC.
    expect(amountDueOn(TERMS, lateNight, local(2026, 3, 15, 23, 50), DETROIT).amount).toBe(5_000);
    expect(amountDueOn(TERMS, lateNight, local(2026, 3, 16, 0, 10), DETROIT).amount).toBe(7_500);
  });

  it('spring forward (2026-03-08) and fall back (2026-11-01) move nothing but the clock', () => {
    const oneDay = { amount: 1_000, lateAmount1: 2_000, lateDays1: 7 };
    const march = local(2026, 3, 1, 12);
    expect(amountDueOn(oneDay, march, local(2026, 3, 8, 23, 59), DETROIT).amount).toBe(1_000);
    expect(amountDueOn(oneDay, march, local(2026, 3, 9, 0, 0), DETROIT).amount).toBe(2_000);
    expect(local(2026, 3, 9).getTime() - local(2026, 3, 8).getTime()).toBe(23 * 3_600_000);
    const october = local(2026, 10, 25, 12);
    expect(amountDueOn(oneDay, october, local(2026, 11, 1, 23, 59), DETROIT).amount).toBe(1_000);
    expect(amountDueOn(oneDay, october, local(2026, 11, 2, 0, 0), DETROIT).amount).toBe(2_000);
    expect(local(2026, 11, 2).getTime() - local(2026, 11, 1).getTime()).toBe(25 * 3_600_000);
  });
});

describe('instantOf (the late day boundaries it gives)', () => {
  it.each([
    // Found by the property below: on Chatham's spring-forward day (02:45 → 03:45 local) the
    // offset at the guess is the new one, and local midnight came out as 23:00 the day before.
    ['Pacific/Chatham', [2025, 9, 28, 0, 0], '2025-09-27T11:15:00.000Z'],
    ['America/Detroit', [2026, 3, 8, 2, 30], '2026-03-08T07:30:00.000Z'],
    ['America/Detroit', [2026, 11, 1, 1, 30], '2026-11-01T05:30:00.000Z'],
    ['America/Detroit', [2026, 3, 9, 0, 0], '2026-03-09T04:00:00.000Z'],
    ['Australia/Lord_Howe', [2026, 10, 4, 2, 15], '2026-10-03T15:45:00.000Z'],
    ['UTC', [2026, 1, 32, 0, 0], '2026-02-01T00:00:00.000Z'],
  ] as Array<[string, [number, number, number, number, number], string]>)(
    '%s %j',
    (tz, [y, mo, d, h, mi], iso) => {
      expect(instantOf(y, mo, d, h, mi, tz).toISOString()).toBe(iso);
    },
  );
});

const ZONES = [
  'America/Detroit',
  'America/Los_Angeles',
  'America/Toronto',
  'America/St_Johns',
  'America/Santiago',
  'Europe/London',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'UTC',
];
const FROM = Date.UTC(2020, 0, 1);
const TO = Date.UTC(2035, 0, 1);

const cents = fc.integer({ min: -1_000, max: 100_000 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });
const terms: fc.Arbitrary<LateFeeTerms> = fc.record({
  amount: cents,
  lateAmount1: maybe(cents),
  lateDays1: maybe(fc.integer({ min: -2, max: 90 })),
  lateAmount2: maybe(cents),
  lateDays2: maybe(fc.integer({ min: -2, max: 120 })),
});
const instant = fc.integer({ min: FROM, max: TO }).map((ms) => new Date(ms));
const zone = fc.constantFrom(...ZONES);

describe('amountDueOn (properties)', () => {
  it('is never below the base amount (without an override)', () => {
    fc.assert(
      fc.property(
        terms,
        instant,
        fc.integer({ min: 0, max: 400 * 86_400_000 }),
        zone,
        (t, at, later, tz) => {
          const due = amountDueOn(t, at, new Date(at.getTime() + later), tz);
          expect(due.amount).toBeGreaterThanOrEqual(Math.max(0, t.amount));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never decreases over time (DST days and odd zones included)', () => {
    fc.assert(
      fc.property(
        terms,
        instant,
        fc.array(fc.integer({ min: 0, max: 200 * 86_400_000 }), { minLength: 2, maxLength: 8 }),
        zone,
        (t, issuedAt, offsets, tz) => {
          const amounts = [...offsets]
            .sort((a, b) => a - b)
            .map((o) => amountDueOn(t, issuedAt, new Date(issuedAt.getTime() + o), tz));
          for (let i = 1; i < amounts.length; i++) {
            expect(amounts[i].amount).toBeGreaterThanOrEqual(amounts[i - 1].amount);
            expect(amounts[i].lateLevel).toBeGreaterThanOrEqual(amounts[i - 1].lateLevel);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('turns late exactly at local midnight of issue day + lateDays1 + 1, on DST days too', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 0, max: 60 }), zone, (issuedAt, days, tz) => {
        const t = { amount: 1_000, lateAmount1: 1_500, lateDays1: days };
        const w = new Intl.DateTimeFormat('en-CA', {
          timeZone: tz,
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
        })
          .formatToParts(issuedAt)
          .reduce<Record<string, number>>((acc, p) => ({ ...acc, [p.type]: Number(p.value) }), {});
        const start = instantOf(w.year, w.month, w.day + days + 1, 0, 0, tz);
        expect(amountDueOn(t, issuedAt, new Date(start.getTime() - 60_000), tz).lateLevel).toBe(0);
        expect(amountDueOn(t, issuedAt, start, tz).lateLevel).toBe(1);
        expect(isPastDue(t, issuedAt, start, tz)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('an override is the amount due at every moment', () => {
    fc.assert(
      fc.property(
        terms,
        fc.integer({ min: 0, max: 100_000 }),
        instant,
        instant,
        zone,
        (t, o, a, b, tz) => {
          expect(amountDueOn({ ...t, amountOverride: o }, a, b, tz)).toEqual({
            amount: o,
            lateLevel: 0,
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
