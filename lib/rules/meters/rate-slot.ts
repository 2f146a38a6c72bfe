/**
 * The rate slot rules of spec 3 §4–§5, pure: one check used by the 'Meter time slot' dialog, the
 * BFF and the provider, and the overlap of two slots. The weekly calendar's geometry is in
 * rate-week.ts, the slots' texts (summary table, titles) in rate-texts.ts. Slots are stored as minutes of the week (0 = Sunday 00:00 … 10080) in the
 * organisation's zone; clock times (flat-rate end, overnight end) are minutes of the day.
 */
import { currencyOf } from '../../format';
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

type Fail = (field: RateSlotField, message: string) => void;

/** The slot's minutes of the week: within the week, not empty, at most a week long. */
function checkSpan(input: RateSlotInput, fail: Fail) {
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
  return { start, end };
}

/** The hourly price by increments (price, minutes per increment, most time), when on. */
function checkIncrement(input: RateSlotInput, fail: Fail) {
  // Price per hour ≤ 0 or empty is no price.
  const amount = positiveOrEmpty(input.amount);
  const incrementValue = positiveOrEmpty(input.incrementValue);
  const maxIncrementTime = positiveOrEmpty(input.maxIncrementTime);
  if (input.isIncrement) {
    if (amount === null) fail('amount', m.rateIncrementPrice);
    if (incrementValue === null) fail('incrementValue', m.rateIncrementMinutes);
    if (maxIncrementTime === null) fail('maxIncrementTime', m.rateIncrementMax);
  }
  return { amount, incrementValue, maxIncrementTime };
}

/** The flat rate (amount; ends at a clock time or after a duration), empty when off. */
function checkFlatRate(input: RateSlotInput, fail: Fail) {
  const flat = {
    flatRateAmount: null as number | null,
    flatRateDuration: null as number | null,
    flatRateEndTime: null as number | null,
  };
  if (!input.isFlatRate) return flat;
  flat.flatRateAmount = positiveOrEmpty(input.flatRateAmount);
  if (flat.flatRateAmount === null) fail('flatRateAmount', m.rateFlatAmount);
  if (flatExpiryOf(input) === 'time') {
    flat.flatRateDuration = 0;
    flat.flatRateEndTime = clockOrEmpty(input.flatRateEndTime);
    if (flat.flatRateEndTime === null) fail('flatRateEndTime', m.rateFlatEndTime);
  } else {
    flat.flatRateDuration = positiveOrEmpty(input.flatRateDuration);
    if (flat.flatRateDuration === null) fail('flatRateDuration', m.rateFlatDuration);
  }
  return flat;
}

/** The overnight rate (amount, clock end), empty when off. */
function checkOvernight(input: RateSlotInput, fail: Fail) {
  if (!input.isOvernight) return { overnightAmount: null, overnightEndTime: null };
  const overnightAmount = positiveOrEmpty(input.overnightAmount);
  if (overnightAmount === null) fail('overnightAmount', m.rateOvernightAmount);
  const overnightEndTime = clockOrEmpty(input.overnightEndTime);
  if (overnightEndTime === null) fail('overnightEndTime', m.rateOvernightEndTime);
  return { overnightAmount, overnightEndTime };
}

/**
 * Every §5 rule: the values to store, or the message of each field that breaks one (`message` is
 * the first, in the dialog's order). Kinds that are off are stored empty.
 */
export function checkRateSlot(input: RateSlotInput): RateSlotCheck {
  const errors: Partial<Record<RateSlotField, string>> = {};
  const fail: Fail = (field, message) => {
    errors[field] ??= message;
  };
  const { start, end } = checkSpan(input, fail);
  const increment = checkIncrement(input, fail);
  const firstFree = numberOr(input.firstFreeMin);
  if (firstFree !== null && firstFree < 0) fail('firstFreeMin', m.rateFirstFreeNegative);
  const flat = checkFlatRate(input, fail);
  const overnight = checkOvernight(input, fail);

  // At least one amount (unless a kind that is on already says its amount is missing).
  const amountError = errors.amount ?? errors.flatRateAmount ?? errors.overnightAmount;
  const noAmount =
    increment.amount === null && flat.flatRateAmount === null && overnight.overnightAmount === null;
  if (noAmount && !amountError) fail('amount', m.rateNeedsAmount);

  const messages = Object.values(errors);
  if (messages.length > 0) return { ok: false, errors, message: messages[0] };
  return {
    ok: true,
    slot: {
      startMinute: start!,
      endMinute: end!,
      currency: currencyOf(input.currency),
      isFlatRate: input.isFlatRate,
      isIncrement: input.isIncrement,
      isOvernight: input.isOvernight,
      ...increment,
      firstFreeMin: firstFree,
      ...flat,
      ...overnight,
    },
  };
}

export type SlotSpan = { startMinute: number; endMinute: number };

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
