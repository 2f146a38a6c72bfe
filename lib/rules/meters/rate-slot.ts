/**
 * The rate slot rules of spec 3 §4–§5, pure: one check used by the 'Meter time slot' dialog, the
 * BFF and the provider; the week-minute ⇄ day/time conversion of the weekly calendar; and the texts
 * of the summary table (DAY, TIME, INCREMENT RATE, FLAT RATE / DAILY MAX, OVERNIGHT RATE, FIRST
 * FREE MINUTES). Slots are stored as minutes of the week (0 = Sunday 00:00 … 10080) in the
 * organisation's zone; clock times (flat-rate end, overnight end) are minutes of the day.
 */
import { formatMoney } from '../../format';
import { metersMessages as m } from '../../messages/meters';
import type { RateSlot } from './pricing';

export const DAY_MINUTES = 1440;
export const WEEK_MINUTES = 7 * DAY_MINUTES;
/** The calendar's step (spec 3 §9): 60 minutes. */
export const RATE_STEP_MINUTES = 60;
export const RATE_CURRENCIES = ['USD', 'CAD'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];
export const DAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Flat-rate expiry (spec 3 §4): 'time' ends at a clock time (duration stored 0), 'duration' after minutes. */
export type FlatExpiry = 'time' | 'duration';

/** A slot as the dialog and the calls carry it: the stored shape, plus the flat-rate expiry type. */
export interface RateSlotInput extends Omit<RateSlot, 'currency'> {
  currency: string;
  /** Omitted: 'duration' when flatRateDuration is above 0, else 'time'. */
  flatRateExpiry?: FlatExpiry;
}

export type RateSlotField =
  | 'startMinute'
  | 'endMinute'
  | 'currency'
  | 'amount'
  | 'incrementValue'
  | 'maxIncrementTime'
  | 'firstFreeMin'
  | 'flatRateAmount'
  | 'flatRateDuration'
  | 'flatRateEndTime'
  | 'overnightAmount'
  | 'overnightEndTime';

export type RateSlotCheck =
  | { ok: true; slot: RateSlot }
  | { ok: false; errors: Partial<Record<RateSlotField, string>>; message: string };

/** A number the user may have left empty; NaN and non-numbers are empty too. */
const numberOr = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : null;

/** §5: flat amount, overnight amount, flat duration, max time and increment value ≤ 0 become empty. */
export const positiveOrEmpty = (value: number | null | undefined): number | null => {
  const n = numberOr(value);
  return n !== null && n > 0 ? n : null;
};

const clockOrEmpty = (value: number | null | undefined): number | null => {
  const n = numberOr(value);
  return n !== null && n >= 0 && n < DAY_MINUTES ? n : null;
};

export const flatExpiryOf = (slot: Pick<RateSlotInput, 'flatRateDuration' | 'flatRateExpiry'>) =>
  slot.flatRateExpiry ?? ((slot.flatRateDuration ?? 0) > 0 ? 'duration' : 'time');

/**
 * Every §5 rule: the values to store, or the message of each field that breaks one (`message` is
 * the first, in the dialog's order). Kinds that are off are stored empty.
 */
export function checkRateSlot(input: RateSlotInput): RateSlotCheck {
  const errors: Partial<Record<RateSlotField, string>> = {};
  const fail = (field: RateSlotField, message: string) => {
    errors[field] ??= message;
  };
  const start = numberOr(input.startMinute);
  const end = numberOr(input.endMinute);
  // A slot starts within the week and may run on past midnight, and past the week's end into
  // the next week's start (end up to start + one week): see RateSlot in pricing.ts.
  if (start === null || end === null || start < 0 || start >= WEEK_MINUTES) {
    fail('startMinute', m.rateSlotOutOfWeek);
  } else if (start > end) {
    fail('startMinute', m.rateSlotStartAfterEnd);
  } else if (start === end) {
    fail('endMinute', m.rateSlotEmpty);
  } else if (end - start > WEEK_MINUTES) {
    fail('endMinute', m.rateSlotTooLong);
  }
  const currency = (RATE_CURRENCIES as readonly string[]).includes(input.currency)
    ? (input.currency as RateCurrency)
    : 'USD';

  // Price per hour ≤ 0 or empty is no price.
  const amount = positiveOrEmpty(input.amount);
  const incrementValue = positiveOrEmpty(input.incrementValue);
  const maxIncrementTime = positiveOrEmpty(input.maxIncrementTime);
  if (input.isIncrement) {
    if (amount === null) fail('amount', m.rateIncrementPrice);
    if (incrementValue === null) fail('incrementValue', m.rateIncrementMinutes);
    if (maxIncrementTime === null) fail('maxIncrementTime', m.rateIncrementMax);
  }

  const firstFree = numberOr(input.firstFreeMin);
  if (firstFree !== null && firstFree < 0) fail('firstFreeMin', m.rateFirstFreeNegative);

  let flatRateAmount: number | null = null;
  let flatRateDuration: number | null = null;
  let flatRateEndTime: number | null = null;
  if (input.isFlatRate) {
    flatRateAmount = positiveOrEmpty(input.flatRateAmount);
    if (flatRateAmount === null) fail('flatRateAmount', m.rateFlatAmount);
    if (flatExpiryOf(input) === 'time') {
      flatRateDuration = 0;
      flatRateEndTime = clockOrEmpty(input.flatRateEndTime);
      if (flatRateEndTime === null) fail('flatRateEndTime', m.rateFlatEndTime);
    } else {
      flatRateDuration = positiveOrEmpty(input.flatRateDuration);
      if (flatRateDuration === null) fail('flatRateDuration', m.rateFlatDuration);
    }
  }

  let overnightAmount: number | null = null;
  let overnightEndTime: number | null = null;
  if (input.isOvernight) {
    overnightAmount = positiveOrEmpty(input.overnightAmount);
    if (overnightAmount === null) fail('overnightAmount', m.rateOvernightAmount);
    overnightEndTime = clockOrEmpty(input.overnightEndTime);
    if (overnightEndTime === null) fail('overnightEndTime', m.rateOvernightEndTime);
  }

  // At least one amount (unless a kind that is on already says its amount is missing).
  const amountError = errors.amount ?? errors.flatRateAmount ?? errors.overnightAmount;
  if (amount === null && flatRateAmount === null && overnightAmount === null && !amountError) {
    fail('amount', m.rateNeedsAmount);
  }

  const messages = Object.values(errors);
  if (messages.length > 0) return { ok: false, errors, message: messages[0] };
  return {
    ok: true,
    slot: {
      startMinute: start!,
      endMinute: end!,
      currency,
      isFlatRate: input.isFlatRate,
      isIncrement: input.isIncrement,
      isOvernight: input.isOvernight,
      amount,
      incrementValue,
      maxIncrementTime,
      firstFreeMin: firstFree,
      flatRateAmount,
      flatRateDuration,
      flatRateEndTime,
      overnightAmount,
      overnightEndTime,
    },
  };
}

type SlotSpan = { startMinute: number; endMinute: number };

/**
 * Whether two slots share time in the repeating week: compared as they are and with one moved a
 * week either way, so a slot running past the week's end (Sat 23:00 → Sun 01:00) meets one on
 * Sunday morning.
 */
export function slotsOverlap(a: SlotSpan, b: SlotSpan): boolean {
  return [-WEEK_MINUTES, 0, WEEK_MINUTES].some(
    (shift) => a.startMinute < b.endMinute + shift && b.startMinute + shift < a.endMinute,
  );
}

/** The first slot of `others` (not `self`) that shares time with the slot. */
export function overlappingSlot<T extends { uuid: string; startMinute: number; endMinute: number }>(
  slot: SlotSpan,
  others: readonly T[],
  self?: string | null,
): T | undefined {
  return others.find((o) => o.uuid !== self && slotsOverlap(slot, o));
}

/**
 * A slot drawn on the calendar's one week: itself, or for a slot running past the week's end
 * two pieces, the head to Saturday midnight and the tail from Sunday 00:00 (`offset` is what to
 * add to a piece's calendar minutes to get back to the slot's own time line).
 */
export function calendarPieces(slot: SlotSpan): (SlotSpan & { offset: number; tail: boolean })[] {
  if (slot.endMinute <= WEEK_MINUTES) return [{ ...slot, offset: 0, tail: false }];
  return [
    { startMinute: slot.startMinute, endMinute: WEEK_MINUTES, offset: 0, tail: false },
    { startMinute: 0, endMinute: slot.endMinute - WEEK_MINUTES, offset: WEEK_MINUTES, tail: true },
  ];
}

/**
 * The slot after one of its calendar pieces was dragged (`move`: both ends by the same minutes)
 * or resized (the piece's end moved; for the head of a slot over the week's end, the tail goes).
 */
export function changedSlot(
  slot: SlotSpan,
  piece: { tail: boolean },
  change: { kind: 'move' | 'resize'; startDelta: number; endDelta: number },
): SlotSpan {
  if (change.kind === 'move') return movedSlot(slot, change.startDelta);
  const wraps = slot.endMinute > WEEK_MINUTES;
  if (piece.tail)
    return { startMinute: slot.startMinute, endMinute: slot.endMinute + change.endDelta };
  return {
    startMinute: slot.startMinute + change.startDelta,
    endMinute: (wraps ? WEEK_MINUTES : slot.endMinute) + change.endDelta,
  };
}

/**
 * A slot moved by `delta` minutes (a drag on the calendar), kept starting within the week: a
 * slot dragged past the week's end comes round to its start.
 */
export function movedSlot(slot: SlotSpan, delta: number): SlotSpan {
  const length = slot.endMinute - slot.startMinute;
  const start = (((slot.startMinute + delta) % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;
  return { startMinute: start, endMinute: start + length };
}

// ── The calendar's week: a fixed reference week shown in UTC, so no date or DST shows through ──

/** Sunday 1 January 2023 00:00 UTC: week minute 0 of the calendar. */
export const REFERENCE_WEEK_START = Date.UTC(2023, 0, 1);

export const weekMinuteToDate = (minute: number) =>
  new Date(REFERENCE_WEEK_START + minute * 60_000);

/** The week minute of a calendar date (clamped to the week). */
export function dateToWeekMinute(date: Date): number {
  const minute = Math.round((date.getTime() - REFERENCE_WEEK_START) / 60_000);
  return Math.min(WEEK_MINUTES, Math.max(0, minute));
}

/** Week minute → weekday (0 = Sunday) and minute of the day. */
export const dayAndTimeOf = (minute: number) => ({
  day: Math.floor(minute / DAY_MINUTES),
  minute: minute % DAY_MINUTES,
});

export const weekMinuteOf = (day: number, minuteOfDay: number) => day * DAY_MINUTES + minuteOfDay;

/** Minute of the day → '9:00 AM' (1440 is midnight at the end of the day: '12:00 AM'). */
export function clockText(minuteOfDay: number): string {
  const total = ((minuteOfDay % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  const hour = Math.floor(total / 60);
  const minute = total % 60;
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** Minute of the day → '09:00' (an <input type="time"> value) and back. */
export const clockValue = (minuteOfDay: number) =>
  `${String(Math.floor(minuteOfDay / 60)).padStart(2, '0')}:${String(minuteOfDay % 60).padStart(2, '0')}`;

export function parseClockValue(value: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour < 24 && minute < 60 ? hour * 60 + minute : null;
}

type SlotTimes = Pick<RateSlot, 'startMinute' | 'endMinute'>;

/**
 * The DAY cell: 'Monday', or 'Friday – Saturday' for a slot over midnight or several days
 * ('Saturday – Sunday' for one over the week's end).
 */
export function slotDayText(slot: SlotTimes): string {
  const first = dayAndTimeOf(slot.startMinute).day;
  // A slot ending at midnight ends on its last day, not the next one.
  const last = Math.max(first, dayAndTimeOf(Math.max(slot.endMinute - 1, 0)).day);
  return first === last ? DAY_NAMES[first % 7] : `${DAY_NAMES[first % 7]} – ${DAY_NAMES[last % 7]}`;
}

/** The TIME cell: '9:00 AM – 5:00 PM'. */
export const slotTimeText = (slot: SlotTimes) =>
  `${clockText(slot.startMinute)} – ${clockText(slot.endMinute)}`;

/** A slot in one phrase (the overlap text): 'Monday 9:00 AM – 5:00 PM'. */
export const slotLabel = (slot: SlotTimes) => `${slotDayText(slot)} ${slotTimeText(slot)}`;

/** The clear text of a refused overlap. */
export const overlapText = (other: SlotTimes) => m.rateOverlap(slotLabel(other));

const NONE = '—';

export interface RateSummaryRow {
  day: string;
  time: string;
  increment: string;
  flat: string;
  overnight: string;
  firstFree: string;
}

/** The texts of one summary-table row. */
export function rateSummaryRow(slot: RateSlot, meterFirstFreeMin = 0): RateSummaryRow {
  const money = (cents: number) => formatMoney(cents, { currency: slot.currency });
  let increment = NONE;
  if (slot.amount !== null && slot.amount > 0) {
    increment = `${money(slot.amount)} / hour`;
    if (slot.isIncrement && slot.incrementValue) {
      increment += `, ${slot.incrementValue}-minute increments`;
    }
    if (slot.maxIncrementTime) increment += `, max ${slot.maxIncrementTime} min`;
  }
  let flat = NONE;
  if (slot.isFlatRate && slot.flatRateAmount) {
    flat =
      slot.flatRateDuration && slot.flatRateDuration > 0
        ? `${money(slot.flatRateAmount)} for ${slot.flatRateDuration} min`
        : `${money(slot.flatRateAmount)} until ${clockText(slot.flatRateEndTime ?? 0)}`;
  }
  const overnight =
    slot.isOvernight && slot.overnightAmount
      ? `${money(slot.overnightAmount)} until ${clockText(slot.overnightEndTime ?? 0)}`
      : NONE;
  const firstFree =
    slot.firstFreeMin !== null
      ? `${slot.firstFreeMin} min`
      : `${meterFirstFreeMin} min (the meter's)`;
  return {
    day: slotDayText(slot),
    time: slotTimeText(slot),
    increment,
    flat,
    overnight,
    firstFree,
  };
}

/** The calendar event's title: its prices in short, or 'No price' (a new, unsaved slot). */
export function slotTitle(
  slot: Pick<
    RateSlot,
    'amount' | 'flatRateAmount' | 'overnightAmount' | 'currency' | 'isFlatRate' | 'isOvernight'
  >,
): string {
  const money = (cents: number) => formatMoney(cents, { currency: slot.currency });
  const parts: string[] = [];
  if (slot.amount) parts.push(`${money(slot.amount)}/h`);
  if (slot.isFlatRate && slot.flatRateAmount) parts.push(`Flat ${money(slot.flatRateAmount)}`);
  if (slot.isOvernight && slot.overnightAmount) {
    parts.push(`Overnight ${money(slot.overnightAmount)}`);
  }
  return parts.length > 0 ? parts.join(' · ') : m.noPrice;
}
