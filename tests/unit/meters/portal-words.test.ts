import { describe, expect, it } from '@jest/globals';
import type { RateSlot } from '@/lib/rules/meters/pricing';
import { timeLeft } from '@/lib/rules/meters/time-left';
import { clockText, daysText, durationText, ratesInWords } from '@/lib/rules/meters/rates-in-words';

const DAY = 1440;
const slot = (over: Partial<RateSlot>): RateSlot => ({
  startMinute: 0,
  endMinute: DAY,
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
  ...over,
});

describe('rates in words', () => {
  it.each([
    [0, '12:00 AM'],
    [7 * 60, '7:00 AM'],
    [12 * 60 + 5, '12:05 PM'],
    [19 * 60, '7:00 PM'],
    [DAY, '12:00 AM'],
  ])('clock %i → %s', (minute, text) => expect(clockText(minute)).toBe(text));

  it.each([
    [15, '15 minutes'],
    [60, '1 hour'],
    [90, '1 hour 30 minutes'],
    [240, '4 hours'],
  ])('duration %i → %s', (minutes, text) => expect(durationText(minutes)).toBe(text));

  it.each([
    [[0, 1, 2, 3, 4, 5, 6], 'Every day'],
    [[1, 2, 3, 4, 5], 'Mon–Fri'],
    [[0, 6], 'Sat, Sun'],
    [[5, 6, 0], 'Fri–Sun'],
    [[1, 3, 4, 5], 'Mon, Wed–Fri'],
  ])('days %j → %s', (days, text) => expect(daysText(days)).toBe(text));

  it('an hourly meter all week (E101): one line', () => {
    const lines = ratesInWords([
      slot({
        startMinute: 0,
        endMinute: 7 * DAY,
        isIncrement: true,
        amount: 200,
        incrementValue: 15,
        maxIncrementTime: 240,
      }),
    ]);
    expect(lines).toEqual([
      'Every day, all day: $2.00 per hour, in 15-minute steps, up to 4 hours',
    ]);
  });

  it('weekday slots with the same window and price join; each kind is named', () => {
    const weekday = (d: number) =>
      slot({
        startMinute: d * DAY + 7 * 60,
        endMinute: d * DAY + 19 * 60,
        isFlatRate: true,
        flatRateAmount: 1200,
        flatRateEndTime: 19 * 60,
        flatRateDuration: 0,
      });
    const lines = ratesInWords(
      [
        ...[1, 2, 3, 4, 5].map(weekday),
        slot({
          startMinute: 6 * DAY + 18 * 60,
          endMinute: 7 * DAY,
          isOvernight: true,
          overnightAmount: 500,
          overnightEndTime: 8 * 60,
          amount: 150,
          firstFreeMin: 15,
        }),
      ],
      10,
    );
    expect(lines).toEqual([
      'Mon–Fri, 7:00 AM–7:00 PM: flat rate $12.00 until 7:00 PM',
      'Sat, 6:00 PM–12:00 AM: $1.50 per hour, overnight $5.00 until 8:00 AM, first 15 minutes free',
      'The first 10 minutes are free.',
    ]);
  });

  it('an overnight window across the week end reads as one; the meter free minutes once', () => {
    const night = (start: number, end: number) =>
      slot({
        startMinute: start,
        endMinute: end,
        isOvernight: true,
        overnightAmount: 1000,
        overnightEndTime: 8 * 60,
        firstFreeMin: 15,
      });
    const nights = [
      night(0, 8 * 60),
      ...[0, 1, 2, 3, 4, 5].map((d) => night(d * DAY + 18 * 60, (d + 1) * DAY + 8 * 60)),
      night(6 * DAY + 18 * 60, 7 * DAY),
    ];
    expect(ratesInWords(nights, 15)).toEqual([
      'Every day, 6:00 PM–8:00 AM: overnight $10.00 until 8:00 AM',
      'The first 15 minutes are free.',
    ]);
    // Different prices either side of the week end stay apart.
    const other = { ...nights[0], overnightAmount: 900 };
    expect(ratesInWords([other, ...nights.slice(1)], 15)[0]).toBe(
      'Sun, 12:00 AM–8:00 AM: overnight $9.00 until 8:00 AM',
    );
  });

  it('one slot over the week’s end (its end past the week’s) reads as its whole window', () => {
    const nights = [0, 1, 2, 3, 4, 5, 6].map((d) =>
      slot({
        startMinute: d * DAY + 18 * 60,
        endMinute: (d + 1) * DAY + 8 * 60,
        isOvernight: true,
        overnightAmount: 1000,
        overnightEndTime: 8 * 60,
      }),
    );
    expect(ratesInWords(nights)).toEqual([
      'Every day, 6:00 PM–8:00 AM: overnight $10.00 until 8:00 AM',
    ]);
    const saturday = slot({
      startMinute: 6 * DAY + 22 * 60,
      endMinute: 7 * DAY + 120,
      amount: 300,
    });
    expect(ratesInWords([saturday])).toEqual(['Sat, 10:00 PM–2:00 AM: $3.00 per hour']);
  });

  it('no slots: no lines', () => expect(ratesInWords([])).toEqual([]));
});

describe('the receipt countdown', () => {
  it.each([
    [3_600_000, '1:00:00'],
    [3_599_000, '59:59'],
    [65_000, '1:05'],
    [0, '0:00'],
    [-5_000, '0:00'],
    [3_909_000, '1:05:09'],
  ])('%i ms left → %s', (ms, text) => expect(timeLeft(ms, 0)).toBe(text));
});
