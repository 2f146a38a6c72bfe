import { metersMessages as m } from '@/lib/messages/meters';
import {
  checkRateSlot,
  overlappingSlot,
  slotsOverlap,
  type RateSlotField,
  type RateSlotInput,
} from '@/lib/rules/meters/rate-slot';
import {
  dateToWeekMinute,
  dayAndTimeOf,
  calendarPieces,
  changedSlot,
  movedSlot,
  weekMinuteOf,
  weekMinuteToDate,
} from '@/lib/rules/meters/rate-week';
import {
  clockText,
  clockValue,
  overlapText,
  parseClockValue,
  rateSummaryRow,
  slotDayText,
  slotTitle,
} from '@/lib/rules/meters/rate-texts';

const MON = 1440;
const base: RateSlotInput = {
  startMinute: MON + 540,
  endMinute: MON + 1020,
  currency: 'USD',
  isFlatRate: false,
  isIncrement: false,
  isOvernight: false,
  amount: 200,
  incrementValue: null,
  maxIncrementTime: null,
  firstFreeMin: null,
  flatRateAmount: null,
  flatRateDuration: null,
  flatRateEndTime: null,
  overnightAmount: null,
  overnightEndTime: null,
};
const slotOf = (extra: Partial<RateSlotInput>) => ({ ...base, ...extra });

describe('checkRateSlot: every §5 rule, each message', () => {
  it.each<[string, Partial<RateSlotInput>, RateSlotField, string]>([
    [
      'start after end',
      { startMinute: 600, endMinute: 540 },
      'startMinute',
      m.rateSlotStartAfterEnd,
    ],
    ['an empty slot', { startMinute: 600, endMinute: 600 }, 'endMinute', m.rateSlotEmpty],
    [
      'starting at the week’s end',
      { startMinute: 10_080, endMinute: 10_200 },
      'startMinute',
      m.rateSlotOutOfWeek,
    ],
    [
      'longer than a week',
      { startMinute: 10_000, endMinute: 20_081 },
      'endMinute',
      m.rateSlotTooLong,
    ],
    ['before the week', { startMinute: -60, endMinute: 60 }, 'startMinute', m.rateSlotOutOfWeek],
    [
      'increment without a price',
      { isIncrement: true, amount: null, incrementValue: 15, maxIncrementTime: 60 },
      'amount',
      m.rateIncrementPrice,
    ],
    [
      'increment with a price ≤ 0 (no price)',
      { isIncrement: true, amount: 0, incrementValue: 15, maxIncrementTime: 60 },
      'amount',
      m.rateIncrementPrice,
    ],
    [
      'increment without minutes',
      { isIncrement: true, incrementValue: 0, maxIncrementTime: 60 },
      'incrementValue',
      m.rateIncrementMinutes,
    ],
    [
      'increment without max session minutes',
      { isIncrement: true, incrementValue: 15, maxIncrementTime: -5 },
      'maxIncrementTime',
      m.rateIncrementMax,
    ],
    [
      'flat rate without an amount above 0',
      { isFlatRate: true, flatRateAmount: 0, flatRateEndTime: 600 },
      'flatRateAmount',
      m.rateFlatAmount,
    ],
    [
      "flat rate 'time' without an end time",
      { isFlatRate: true, flatRateAmount: 900, flatRateExpiry: 'time' },
      'flatRateEndTime',
      m.rateFlatEndTime,
    ],
    [
      "flat rate 'duration' without minutes",
      { isFlatRate: true, flatRateAmount: 900, flatRateExpiry: 'duration', flatRateDuration: 0 },
      'flatRateDuration',
      m.rateFlatDuration,
    ],
    [
      'overnight without an amount above 0',
      { isOvernight: true, overnightAmount: -100, overnightEndTime: 480 },
      'overnightAmount',
      m.rateOvernightAmount,
    ],
    [
      'overnight without an end time',
      { isOvernight: true, overnightAmount: 500 },
      'overnightEndTime',
      m.rateOvernightEndTime,
    ],
    ['no amount at all', { amount: null }, 'amount', m.rateNeedsAmount],
    ['a price per hour ≤ 0 is no amount', { amount: -300 }, 'amount', m.rateNeedsAmount],
    ['negative first free minutes', { firstFreeMin: -1 }, 'firstFreeMin', m.rateFirstFreeNegative],
  ])('%s', (_name, extra, field, message) => {
    const result = checkRateSlot(slotOf(extra));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[field]).toBe(message);
    expect(result.message).toBe(Object.values(result.errors)[0]);
  });

  it('reports every broken field at once (the dialog shows each under its field)', () => {
    const result = checkRateSlot(
      slotOf({
        startMinute: 700,
        endMinute: 600,
        isIncrement: true,
        amount: null,
        isOvernight: true,
        overnightAmount: 0,
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      message: m.rateSlotStartAfterEnd,
      errors: {
        startMinute: m.rateSlotStartAfterEnd,
        amount: m.rateIncrementPrice,
        incrementValue: m.rateIncrementMinutes,
        maxIncrementTime: m.rateIncrementMax,
        overnightAmount: m.rateOvernightAmount,
        overnightEndTime: m.rateOvernightEndTime,
      },
    });
  });

  it('values ≤ 0 become empty; price per hour ≤ 0 is no price; kinds that are off are empty', () => {
    const result = checkRateSlot(
      slotOf({
        amount: 0,
        incrementValue: -15,
        maxIncrementTime: 0,
        isFlatRate: true,
        flatRateAmount: 1200,
        flatRateExpiry: 'duration',
        flatRateDuration: 180,
        flatRateEndTime: 900,
        isOvernight: false,
        overnightAmount: 400,
        overnightEndTime: 480,
      }),
    );
    expect(result).toEqual({
      ok: true,
      slot: expect.objectContaining({
        amount: null,
        incrementValue: null,
        maxIncrementTime: null,
        flatRateAmount: 1200,
        flatRateDuration: 180,
        flatRateEndTime: null,
        overnightAmount: null,
        overnightEndTime: null,
      }),
    });
  });

  it("flat-rate expiry 'time' stores duration 0 and the clock time; 'duration' clears the end time", () => {
    const time = checkRateSlot(
      slotOf({
        isFlatRate: true,
        flatRateAmount: 900,
        flatRateExpiry: 'time',
        flatRateDuration: 120,
        flatRateEndTime: 1080,
      }),
    );
    expect(time.ok && time.slot).toMatchObject({ flatRateDuration: 0, flatRateEndTime: 1080 });
    // Without an expiry type, a stored duration above 0 means 'duration', else 'time'.
    const stored = checkRateSlot(
      slotOf({ isFlatRate: true, flatRateAmount: 900, flatRateDuration: 0, flatRateEndTime: 60 }),
    );
    expect(stored.ok && stored.slot).toMatchObject({ flatRateDuration: 0, flatRateEndTime: 60 });
    const duration = checkRateSlot(
      slotOf({ isFlatRate: true, flatRateAmount: 900, flatRateDuration: 90, flatRateEndTime: 60 }),
    );
    expect(duration.ok && duration.slot).toMatchObject({
      flatRateDuration: 90,
      flatRateEndTime: null,
    });
  });

  it('keeps values as whole numbers, a flat or overnight amount alone is enough, currency is USD or CAD', () => {
    const flat = checkRateSlot(
      slotOf({
        amount: null,
        isFlatRate: true,
        flatRateAmount: 1000.4,
        flatRateEndTime: 1200,
        currency: 'CAD',
      }),
    );
    expect(flat.ok && flat.slot).toMatchObject({
      flatRateAmount: 1000,
      currency: 'CAD',
      amount: null,
    });
    const night = checkRateSlot(
      slotOf({ amount: null, isOvernight: true, overnightAmount: 700, overnightEndTime: 420 }),
    );
    expect(night.ok).toBe(true);
    const odd = checkRateSlot(slotOf({ currency: 'EUR', firstFreeMin: 0 }));
    expect(odd.ok && odd.slot).toMatchObject({ currency: 'USD', firstFreeMin: 0 });
    const increments = checkRateSlot(
      slotOf({ isIncrement: true, incrementValue: 15, maxIncrementTime: 120 }),
    );
    expect(increments.ok && increments.slot).toMatchObject({
      amount: 200,
      incrementValue: 15,
      maxIncrementTime: 120,
    });
  });
});

describe('week minutes ⇄ the calendar’s reference week', () => {
  it.each([
    [0, '2023-01-01T00:00:00.000Z'],
    [MON + 540, '2023-01-02T09:00:00.000Z'],
    [10_080, '2023-01-08T00:00:00.000Z'],
  ])('%i ⇄ %s', (minute, iso) => {
    expect(weekMinuteToDate(minute).toISOString()).toBe(iso);
    expect(dateToWeekMinute(new Date(iso))).toBe(minute);
  });

  it('clamps dates outside the week, splits and joins day and time', () => {
    expect(dateToWeekMinute(new Date('2022-12-31T10:00:00Z'))).toBe(0);
    expect(dateToWeekMinute(new Date('2023-01-09T10:00:00Z'))).toBe(10_080);
    expect(dayAndTimeOf(MON * 3 + 75)).toEqual({ day: 3, minute: 75 });
    expect(weekMinuteOf(3, 75)).toBe(MON * 3 + 75);
  });

  it.each([
    [0, '12:00 AM', '00:00'],
    [540, '9:00 AM', '09:00'],
    [720, '12:00 PM', '12:00'],
    [1035, '5:15 PM', '17:15'],
    [1440, '12:00 AM', '24:00'],
  ])('clock %i → %s', (minute, text, value) => {
    expect(clockText(minute)).toBe(text);
    expect(clockValue(minute)).toBe(value);
  });

  it('parses <input type="time"> values', () => {
    expect(parseClockValue('09:30')).toBe(570);
    expect(parseClockValue('24:00')).toBeNull();
    expect(parseClockValue('')).toBeNull();
  });
});

describe('overlaps', () => {
  const slots = [
    { uuid: 'a', startMinute: 600, endMinute: 700 },
    { uuid: 'b', startMinute: 800, endMinute: 900 },
  ];
  it.each([
    [650, 750, 'a'],
    [700, 800, undefined],
    [550, 950, 'a'],
    [850, 860, 'b'],
  ])('[%i, %i) overlaps %s', (startMinute, endMinute, uuid) => {
    expect(overlappingSlot({ startMinute, endMinute }, slots)?.uuid).toBe(uuid);
  });
  it('ignores the slot itself (a move) and says which slot in words', () => {
    expect(overlappingSlot({ startMinute: 650, endMinute: 750 }, slots, 'a')).toBeUndefined();
    expect(overlapText({ startMinute: MON + 540, endMinute: MON + 1020 })).toBe(
      m.rateOverlap('Monday 9:00 AM – 5:00 PM'),
    );
  });
});

describe('slots over midnight and over the week’s end', () => {
  const WEEK = 7 * MON;
  const FRI = 5 * MON;
  const SAT = 6 * MON;

  it('keeps a slot over midnight, and one over the week’s end, as one slot', () => {
    for (const [startMinute, endMinute] of [
      [FRI + 1320, SAT + 120],
      [SAT + 1380, WEEK + 60],
      [0, WEEK],
      [SAT, SAT + WEEK],
    ]) {
      const checked = checkRateSlot(slotOf({ startMinute, endMinute }));
      expect(checked.ok && [checked.slot.startMinute, checked.slot.endMinute]).toEqual([
        startMinute,
        endMinute,
      ]);
    }
  });

  it.each<[string, [number, number], [number, number], boolean]>([
    ['Sat 11 PM → Sun 1 AM meets Sun 12:30 AM', [SAT + 1380, WEEK + 60], [30, 90], true],
    ['… and not Sun 1 AM → 2 AM (touching)', [SAT + 1380, WEEK + 60], [60, 120], false],
    [
      '… and not Sat 10 PM → 11 PM (touching)',
      [SAT + 1380, WEEK + 60],
      [SAT + 1320, SAT + 1380],
      false,
    ],
    ['two slots over the week’s end meet', [SAT + 1380, WEEK + 60], [SAT + 1400, WEEK + 10], true],
    ['Fri 10 PM → Sat 2 AM meets Sat 1 AM', [FRI + 1320, SAT + 120], [SAT + 60, SAT + 180], true],
    ['a whole week meets everything', [0, WEEK], [SAT + 1380, WEEK + 60], true],
    ['Sunday slot vs Saturday slot', [0, 60], [SAT + 1380, WEEK], false],
  ])('%s', (_name, [a0, a1], [b0, b1], expected) => {
    const a = { startMinute: a0, endMinute: a1 };
    const b = { startMinute: b0, endMinute: b1 };
    expect(slotsOverlap(a, b)).toBe(expected);
    expect(slotsOverlap(b, a)).toBe(expected);
    expect(overlappingSlot(a, [{ uuid: 'b', ...b }])?.uuid).toBe(expected ? 'b' : undefined);
  });

  it('draws a slot over the week’s end in two pieces on the calendar’s one week', () => {
    expect(calendarPieces({ startMinute: FRI + 1320, endMinute: SAT + 120 })).toEqual([
      { startMinute: FRI + 1320, endMinute: SAT + 120, offset: 0, tail: false },
    ]);
    expect(calendarPieces({ startMinute: SAT + 1380, endMinute: WEEK + 60 })).toEqual([
      { startMinute: SAT + 1380, endMinute: WEEK, offset: 0, tail: false },
      { startMinute: 0, endMinute: 60, offset: WEEK, tail: true },
    ]);
  });

  it('moves and resizes a slot from either piece', () => {
    const over = { startMinute: SAT + 1380, endMinute: WEEK + 60 };
    const move = (delta: number) => ({ kind: 'move' as const, startDelta: delta, endDelta: delta });
    const resize = (delta: number) => ({ kind: 'resize' as const, startDelta: 0, endDelta: delta });
    // Dragging the Sunday piece an hour later moves the whole slot: Sunday 00:00 → 02:00,
    // starting within the week again.
    expect(changedSlot(over, { tail: true }, move(60))).toEqual({ startMinute: 0, endMinute: 120 });
    expect(changedSlot(over, { tail: false }, move(-120))).toEqual({
      startMinute: SAT + 1260,
      endMinute: WEEK - 60,
    });
    // A slot dragged back over Sunday midnight comes round to Saturday night.
    expect(movedSlot({ startMinute: 60, endMinute: 180 }, -120)).toEqual({
      startMinute: WEEK - 60,
      endMinute: WEEK + 60,
    });
    // Resizing the Sunday piece moves the end; the Saturday piece's end drops the Sunday part.
    expect(changedSlot(over, { tail: true }, resize(60))).toEqual({
      startMinute: SAT + 1380,
      endMinute: WEEK + 120,
    });
    expect(changedSlot(over, { tail: false }, resize(-30))).toEqual({
      startMinute: SAT + 1380,
      endMinute: WEEK - 30,
    });
    expect(
      changedSlot({ startMinute: FRI, endMinute: FRI + 60 }, { tail: false }, resize(1500)),
    ).toEqual({
      startMinute: FRI,
      endMinute: FRI + 1560,
    });
  });

  it('names the days of a slot over midnight and over the week’s end', () => {
    expect(slotDayText({ startMinute: FRI + 1320, endMinute: SAT + 120 })).toBe(
      'Friday – Saturday',
    );
    expect(slotDayText({ startMinute: SAT + 1380, endMinute: WEEK + 60 })).toBe(
      'Saturday – Sunday',
    );
    expect(slotDayText({ startMinute: SAT + 1260, endMinute: WEEK })).toBe('Saturday');
    expect(overlapText({ startMinute: SAT + 1380, endMinute: WEEK + 60 })).toBe(
      m.rateOverlap('Saturday – Sunday 11:00 PM – 1:00 AM'),
    );
  });
});

describe('summary-table rows and titles', () => {
  it('writes each column', () => {
    const slot = checkRateSlot(
      slotOf({
        isIncrement: true,
        incrementValue: 15,
        maxIncrementTime: 120,
        isFlatRate: true,
        flatRateAmount: 1500,
        flatRateEndTime: 1080,
        isOvernight: true,
        overnightAmount: 800,
        overnightEndTime: 480,
        firstFreeMin: 15,
      }),
    );
    if (!slot.ok) throw new Error(slot.message);
    expect(rateSummaryRow(slot.slot)).toEqual({
      day: 'Monday',
      time: '9:00 AM – 5:00 PM',
      increment: '$2.00 / hour, 15-minute increments, max 120 min',
      flat: '$15.00 until 6:00 PM',
      overnight: '$8.00 until 8:00 AM',
      firstFree: '15 min',
    });
    expect(slotTitle(slot.slot)).toBe('$2.00/h · Flat $15.00 · Overnight $8.00');
  });

  it('empty kinds show a dash, the meter’s first free minutes stand in, CAD shows its sign', () => {
    const slot = checkRateSlot(
      slotOf({
        startMinute: 5 * MON + 1260,
        endMinute: 6 * MON,
        currency: 'CAD',
        amount: null,
        isFlatRate: true,
        flatRateAmount: 1000,
        flatRateExpiry: 'duration',
        flatRateDuration: 240,
      }),
    );
    if (!slot.ok) throw new Error(slot.message);
    expect(rateSummaryRow(slot.slot, 10)).toEqual({
      day: 'Friday',
      time: '9:00 PM – 12:00 AM',
      increment: '—',
      flat: 'CA$10.00 for 240 min',
      overnight: '—',
      firstFree: "10 min (the meter's)",
    });
    expect(slotDayText({ startMinute: MON + 1200, endMinute: 3 * MON + 60 })).toBe(
      'Monday – Wednesday',
    );
    expect(slotTitle({ ...base, currency: 'USD', amount: null })).toBe(m.noPrice);
  });
});
