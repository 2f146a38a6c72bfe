import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  durationChoices,
  priceSession,
  slotAt,
  type PriceRequest,
  type RateSlot,
} from '@/lib/rules/meters/pricing';
import { instantOf } from '@/lib/rules/zoned-time';

const TZ = 'America/New_York';
const DAY = 1440;
/** Days of the week as the engine counts them (0 = Sunday). */
const SUN = 0;
const MON = 1;
const SAT = 6;

function slot(day: number, from: string, to: string, rate: Partial<RateSlot>): RateSlot {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  return {
    startMinute: day * DAY + m(from),
    endMinute: day * DAY + (to === '24:00' ? DAY : m(to)),
    currency: 'USD',
    isFlatRate: false,
    isIncrement: false,
    isOvernight: false,
    amount: null,
    incrementValue: null,
    maxIncrementTime: null,
    firstFreeMin: null,
    flatRateAmount: null,
    flatRateDuration: null,
    flatRateEndTime: null,
    overnightAmount: null,
    overnightEndTime: null,
    ...rate,
  };
}
const everyDay = (from: string, to: string, rate: Partial<RateSlot>) =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => slot(d, from, to, rate));

/** 2026-11-23 is a Monday. */
const at = (day: number, hh: number, mm = 0) => instantOf(2026, 11, 22 + day, hh, mm, TZ);

const hourly200 = everyDay('00:00', '24:00', { amount: 200 });
const increments = everyDay('00:00', '24:00', {
  amount: 200,
  isIncrement: true,
  incrementValue: 15,
  maxIncrementTime: 240,
});
const dailyMax = [1, 2, 3, 4, 5].map((d) =>
  slot(d, '07:00', '19:00', { amount: 300, isFlatRate: true, flatRateAmount: 1200 }),
);
const flatUntil = [1, 2, 3, 4, 5].map((d) =>
  slot(d, '07:00', '19:00', { isFlatRate: true, flatRateAmount: 1000, flatRateEndTime: 19 * 60 }),
);
const flatFor = [1, 2, 3, 4, 5].map((d) =>
  slot(d, '07:00', '19:00', { isFlatRate: true, flatRateAmount: 800, flatRateDuration: 180 }),
);
const harbor = [
  ...everyDay('08:00', '18:00', { amount: 250 }),
  ...everyDay('18:00', '24:00', {
    isOvernight: true,
    overnightAmount: 900,
    overnightEndTime: 8 * 60,
  }),
  ...everyDay('00:00', '08:00', {
    isOvernight: true,
    overnightAmount: 900,
    overnightEndTime: 8 * 60,
  }),
];
const twoRates = [
  slot(MON, '08:00', '12:00', { amount: 100 }),
  slot(MON, '12:00', '18:00', { amount: 400 }),
];
const weekend = [
  slot(SAT, '00:00', '24:00', { amount: 150 }),
  slot(SUN, '00:00', '24:00', { amount: 150 }),
];
const acrossWeekEnd = [
  slot(SAT, '20:00', '24:00', { amount: 120 }),
  slot(SUN, '00:00', '06:00', { amount: 60 }),
];
/** One slot each over midnight (Fri 10 PM → Sat 2 AM, Sun 11 PM → Mon 1 AM). */
const overMidnight = [
  { ...slot(5, '22:00', '24:00', { amount: 300 }), endMinute: 6 * DAY + 120 },
  { ...slot(SUN, '23:00', '24:00', { amount: 600 }), endMinute: MON * DAY + 60 },
];
/** One slot over the week's end: Saturday 8 PM → Sunday 6 AM (end past 10080). */
const WEEK = 7 * DAY;
const overWeekEnd = [{ ...slot(SAT, '20:00', '24:00', { amount: 120 }), endMinute: WEEK + 360 }];
/** Overnight from Saturday 6 PM to Sunday 8 AM, one slot over the week's end. */
const overnightWeekEnd = [
  {
    ...slot(SAT, '18:00', '24:00', {
      isOvernight: true,
      overnightAmount: 900,
      overnightEndTime: 8 * 60,
    }),
    endMinute: WEEK + 480,
  },
];

const req = (slots: RateSlot[], start: Date, minutes: number, extra: Partial<PriceRequest> = {}) =>
  priceSession({ slots, meterFirstFreeMin: 0, start, minutes, timeZone: TZ, ...extra });

describe('the meter price engine (spec 3 §3 Time rate, issue 14)', () => {
  const table: [string, RateSlot[], Date, number, Partial<PriceRequest>, number | string][] = [
    ['hourly, one hour', hourly200, at(MON, 9), 60, {}, 200],
    ['hourly, 90 minutes pro rata', hourly200, at(MON, 9), 90, {}, 300],
    ['hourly, 7 minutes rounds to cents', hourly200, at(MON, 9), 7, {}, 23],
    ['increments: 16 minutes charge two 15-minute increments', increments, at(MON, 9), 16, {}, 100],
    ['increments: exactly 4 hours is the maximum', increments, at(MON, 9), 240, {}, 800],
    ['increments: past the maximum session time', increments, at(MON, 9), 241, {}, 'too-long'],
    ['daily maximum caps a long stay', dailyMax, at(MON, 8), 600, {}, 1200],
    ['daily maximum does not raise a short stay', dailyMax, at(MON, 8), 60, {}, 300],
    ['hourly session running into unfilled time', dailyMax, at(MON, 18), 120, {}, 'inactive'],
    ['start in unfilled time', dailyMax, at(MON, 20), 30, {}, 'inactive'],
    ['flat rate to a clock time', flatUntil, at(MON, 9), 600, {}, 1000],
    ['flat rate: past its clock end', flatUntil, at(MON, 9), 601, {}, 'too-long'],
    ['flat rate for a duration', flatFor, at(MON, 9), 180, {}, 800],
    ['flat rate: past its duration', flatFor, at(MON, 9), 181, {}, 'too-long'],
    ['overnight: evening to the next morning', harbor, at(MON, 19), 13 * 60, {}, 900],
    ['overnight: after midnight to the morning', harbor, at(MON, 2), 6 * 60, {}, 900],
    ['overnight: past the morning end', harbor, at(MON, 19), 13 * 60 + 1, {}, 'too-long'],
    ['daytime hourly next to the overnight slot', harbor, at(MON, 16), 120, {}, 500],
    ['across a rate boundary: each minute at its slot', twoRates, at(MON, 11), 120, {}, 500],
    [
      'first free minutes: inside them costs 0',
      hourly200,
      at(MON, 9),
      15,
      { meterFirstFreeMin: 15 },
      0,
    ],
    [
      'first free minutes come off the start',
      hourly200,
      at(MON, 9),
      75,
      { meterFirstFreeMin: 15 },
      200,
    ],
    [
      "a slot's free minutes win over the meter's",
      everyDay('00:00', '24:00', { amount: 200, firstFreeMin: 30 }),
      at(MON, 9),
      30,
      { meterFirstFreeMin: 0 },
      0,
    ],
    [
      'a time-add gets no free minutes',
      hourly200,
      at(MON, 9),
      15,
      { meterFirstFreeMin: 15, extension: true },
      50,
    ],
    ['weekend-only meter on a Monday', weekend, at(MON, 12), 60, {}, 'inactive'],
    ['weekend-only meter on a Saturday', weekend, at(SAT, 12), 60, {}, 150],
    ['across Saturday midnight into Sunday (week end)', acrossWeekEnd, at(SAT, 23), 120, {}, 180],
    ['one slot over midnight: Friday 11 PM for 2 hours', overMidnight, at(5, 23), 120, {}, 600],
    ['one slot over midnight: starting after midnight', overMidnight, at(SAT, 1), 60, {}, 300],
    ['one slot over midnight: past its end', overMidnight, at(SAT, 1, 30), 60, {}, 'inactive'],
    ['Sunday 11 PM → Monday 1 AM', overMidnight, at(SUN, 23, 30), 90, {}, 900],
    ['Sunday 11 PM → Monday 1 AM: past its end', overMidnight, at(SUN, 23), 121, {}, 'inactive'],
    ['a slot over the week’s end, from Saturday', overWeekEnd, at(SAT, 23), 120, {}, 240],
    ['a slot over the week’s end, from Sunday 1 AM', overWeekEnd, at(SUN, 1), 300, {}, 600],
    ['a slot over the week’s end: past its end', overWeekEnd, at(SUN, 5), 61, {}, 'inactive'],
    ['a slot over the week’s end: before its start', overWeekEnd, at(SAT, 19), 60, {}, 'inactive'],
    ['overnight over the week’s end, from Sunday 2 AM', overnightWeekEnd, at(SUN, 2), 360, {}, 900],
    [
      'overnight over the week’s end: past 8 AM',
      overnightWeekEnd,
      at(SAT, 19),
      13 * 60 + 1,
      {},
      'too-long',
    ],
    ['zero minutes', hourly200, at(MON, 9), 0, {}, 'invalid'],
    ['fractional minutes', hourly200, at(MON, 9), 1.5, {}, 'invalid'],
  ];
  it.each(table)('%s', (_name, slots, start, minutes, extra, expected) => {
    const result = req(slots, start, minutes, extra);
    if (typeof expected === 'number') {
      expect(result).toMatchObject({ ok: true, amount: expected });
    } else {
      expect(result).toEqual({ ok: false, reason: expected });
    }
  });

  it('ends the session after its real minutes, also on DST change days', () => {
    // 2026-03-08: clocks go from 02:00 to 03:00 in New York (a 23-hour day).
    const start = instantOf(2026, 3, 8, 1, 0, TZ);
    const result = req(hourly200, start, 120);
    expect(result).toMatchObject({ ok: true, amount: 400 });
    if (result.ok) expect(result.end.toISOString()).toBe('2026-03-08T08:00:00.000Z'); // 04:00 EDT
  });

  it('keeps slots at their clock times on DST change days', () => {
    // Fall back 2026-11-01: 01:00–02:00 happens twice. A slot ending at 08:00 local still ends then.
    const day = new Date('2026-11-01T12:00:00Z').getUTCDay(); // Sunday
    const morning = [slot(day, '00:00', '08:00', { amount: 60 })];
    const start = instantOf(2026, 11, 1, 0, 0, TZ);
    // 00:00 → 08:00 local is 9 real hours that day: 9 h at $0.60.
    expect(req(morning, start, 9 * 60)).toMatchObject({ ok: true, amount: 540 });
    expect(req(morning, start, 9 * 60 + 1)).toEqual({ ok: false, reason: 'inactive' });
  });

  it('finds the slot in force in the organisation zone', () => {
    expect(slotAt(dailyMax, at(MON, 7), TZ)).toBeDefined();
    expect(slotAt(dailyMax, at(MON, 6, 59), TZ)).toBeUndefined();
    // The part of a slot after the week's end: Sunday 12:30 AM … 5:59 AM.
    expect(slotAt(overWeekEnd, at(SUN, 0, 30), TZ)).toBe(overWeekEnd[0]);
    expect(slotAt(overWeekEnd, at(SUN, 5, 59), TZ)).toBe(overWeekEnd[0]);
    expect(slotAt(overWeekEnd, at(SUN, 6), TZ)).toBeUndefined();
  });

  it('offers, in a slot over the week’s end, only the lengths up to its end', () => {
    const choices = durationChoices({
      slots: overWeekEnd,
      meterFirstFreeMin: 0,
      start: at(SUN, 4),
      timeZone: TZ,
    });
    expect(choices.map((c) => c.minutes)).toEqual([15, 30, 60, 90, 120]);
  });

  it('offers durations the schedule allows, each priced', () => {
    const choices = durationChoices({
      slots: increments,
      meterFirstFreeMin: 0,
      start: at(MON, 9),
      timeZone: TZ,
    });
    expect(choices.map((c) => c.minutes)).toEqual([15, 30, 60, 90, 120, 180, 240]);
    expect(choices.find((c) => c.minutes === 60)?.result.amount).toBe(200);
    const flat = durationChoices({
      slots: flatUntil,
      meterFirstFreeMin: 0,
      start: at(MON, 9),
      timeZone: TZ,
    });
    expect(flat).toEqual([expect.objectContaining({ minutes: 600 })]);
    expect(
      durationChoices({ slots: weekend, meterFirstFreeMin: 0, start: at(MON, 9), timeZone: TZ }),
    ).toEqual([]);
  });
});

describe('price engine properties', () => {
  const schedules = {
    hourly200,
    increments,
    dailyMax,
    flatUntil,
    flatFor,
    harbor,
    twoRates,
    weekend,
    acrossWeekEnd,
    overMidnight,
    overWeekEnd,
    overnightWeekEnd,
  };
  const schedule = fc.constantFrom(...Object.values(schedules));
  /** Any instant of one year, whole minutes. */
  const start = fc
    .integer({ min: 0, max: 365 * DAY })
    .map((m) => new Date(Date.UTC(2026, 0, 1) + m * 60_000));
  const free = fc.integer({ min: 0, max: 30 });

  it('is never negative and never decreases as the duration grows', () => {
    fc.assert(
      fc.property(
        schedule,
        start,
        free,
        fc.integer({ min: 1, max: 900 }),
        fc.integer({ min: 1, max: 300 }),
        (slots, s, f, m, more) => {
          const a = req(slots, s, m, { meterFirstFreeMin: f });
          const b = req(slots, s, m + more, { meterFirstFreeMin: f });
          if (a.ok) expect(a.amount).toBeGreaterThanOrEqual(0);
          if (a.ok && b.ok) expect(b.amount).toBeGreaterThanOrEqual(a.amount);
          // Once refused, a longer session is refused too.
          if (!a.ok) expect(b.ok).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never exceeds the daily maximum where one applies', () => {
    fc.assert(
      fc.property(start, fc.integer({ min: 1, max: 720 }), (s, m) => {
        const r = req(dailyMax, s, m);
        if (r.ok) expect(r.amount).toBeLessThanOrEqual(1200);
      }),
      { numRuns: 400 },
    );
  });

  it('costs 0 inside the first free minutes', () => {
    fc.assert(
      fc.property(schedule, start, fc.integer({ min: 1, max: 60 }), (slots, s, f) => {
        const r = req(slots, s, f, { meterFirstFreeMin: f });
        if (r.ok && slotAt(slots, s, TZ)?.firstFreeMin == null) expect(r.amount).toBe(0);
      }),
      { numRuns: 400 },
    );
  });
});
