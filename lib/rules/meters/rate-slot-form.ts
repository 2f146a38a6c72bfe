/**
 * The 'Meter time slot' dialog's fields (texts, as typed) ⇄ a slot's values (numbers): a slot's
 * day and clock times, money in dollars ⇄ cents, minutes. The rules themselves are
 * checkRateSlot's (rate-slot.ts): this file only reads and writes the fields.
 */
import { formatDecimal } from '../../format';
import type { RateSlot } from './pricing';
import {
  DAY_MINUTES,
  DAY_NAMES,
  flatExpiryOf,
  type FlatExpiry,
  type RateSlotInput,
} from './rate-slot';
import { dayAndTimeOf, weekMinuteOf } from './rate-week';
import { clockValue, parseClockValue } from './rate-texts';

export interface RateSlotForm {
  /** 0 = Sunday … 6 = Saturday */
  day: number;
  /** 'HH:MM' */
  start: string;
  /**
   * The day the slot ends, in days after its start day: 0 the same day, 1 the next day (a slot
   * over midnight; from Saturday, Sunday of the next week) … 7 (the start day a week later).
   */
  endDay: number;
  /** 'HH:MM'; '00:00' is midnight at the end of the end day. */
  end: string;
  currency: string;
  /** Dollars, as typed. */
  pricePerHour: string;
  isIncrement: boolean;
  incrementMinutes: string;
  maxSessionMinutes: string;
  isFlatRate: boolean;
  flatAmount: string;
  flatExpiry: FlatExpiry;
  flatEndTime: string;
  flatDuration: string;
  isOvernight: boolean;
  overnightAmount: string;
  overnightEndTime: string;
  /** Empty: the meter's first free minutes. */
  firstFreeMinutes: string;
}

const money = (cents: number | null) => (cents === null ? '' : formatDecimal(cents));
const minutes = (value: number | null) => (value === null ? '' : String(value));
const clock = (value: number | null) => (value === null ? '' : clockValue(value));

/** Dollars as typed → cents ('12.5' → 1250); null when empty or not a number. */
export function dollarsToCents(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(clean)) return null;
  const cents = Math.round(Number(clean) * 100);
  return Number.isFinite(cents) ? cents : null;
}

/** Whole minutes as typed; null when empty or not a number. */
export function minutesOf(text: string): number | null {
  const clean = text.trim();
  if (!/^-?\d+$/.test(clean)) return null;
  return Number(clean);
}

/** The fields of a slot (a saved one, or a new one with only its times). */
export function slotFormOf(
  slot: Pick<RateSlot, 'startMinute' | 'endMinute'> & Partial<RateSlot>,
): RateSlotForm {
  const start = dayAndTimeOf(slot.startMinute);
  // The end from the start day's midnight; one at a midnight is '00:00' of the day before.
  const fromStartDay = slot.endMinute - start.day * DAY_MINUTES;
  const atMidnight = fromStartDay > 0 && fromStartDay % DAY_MINUTES === 0;
  const endDay = Math.max(0, Math.floor((fromStartDay - (atMidnight ? 1 : 0)) / DAY_MINUTES));
  return {
    day: start.day,
    start: clockValue(start.minute),
    endDay,
    end: atMidnight ? '00:00' : clockValue(fromStartDay % DAY_MINUTES),
    currency: slot.currency ?? 'USD',
    pricePerHour: money(slot.amount ?? null),
    isIncrement: slot.isIncrement ?? false,
    incrementMinutes: minutes(slot.incrementValue ?? null),
    maxSessionMinutes: minutes(slot.maxIncrementTime ?? null),
    isFlatRate: slot.isFlatRate ?? false,
    flatAmount: money(slot.flatRateAmount ?? null),
    flatExpiry: flatExpiryOf({ flatRateDuration: slot.flatRateDuration ?? null }),
    flatEndTime: clock(slot.flatRateEndTime ?? null),
    flatDuration: (slot.flatRateDuration ?? 0) > 0 ? minutes(slot.flatRateDuration!) : '',
    isOvernight: slot.isOvernight ?? false,
    overnightAmount: money(slot.overnightAmount ?? null),
    overnightEndTime: clock(slot.overnightEndTime ?? null),
    firstFreeMinutes: minutes(slot.firstFreeMin ?? null),
  };
}

/**
 * The slot the fields describe, as numbers for checkRateSlot and the calls. The end is read on
 * its end day (days after the start day; past Saturday it runs on into the next week, so the
 * end may pass 10080); 00:00 is midnight at that day's end. An end at or before the start on
 * the same day is left for the rules to refuse.
 */
export function slotInputOf(form: RateSlotForm): RateSlotInput {
  const startOfDay = parseClockValue(form.start);
  const endClock = parseClockValue(form.end);
  const endOfDay = endClock === 0 ? DAY_MINUTES : endClock;
  const endDay = Number.isInteger(form.endDay) ? Math.min(7, Math.max(0, form.endDay)) : 0;
  return {
    startMinute: startOfDay === null ? Number.NaN : weekMinuteOf(form.day, startOfDay),
    endMinute: endOfDay === null ? Number.NaN : weekMinuteOf(form.day + endDay, endOfDay),
    currency: form.currency,
    amount: dollarsToCents(form.pricePerHour),
    isIncrement: form.isIncrement,
    incrementValue: form.isIncrement ? minutesOf(form.incrementMinutes) : null,
    maxIncrementTime: form.isIncrement ? minutesOf(form.maxSessionMinutes) : null,
    isFlatRate: form.isFlatRate,
    flatRateAmount: form.isFlatRate ? dollarsToCents(form.flatAmount) : null,
    flatRateExpiry: form.flatExpiry,
    flatRateDuration:
      form.isFlatRate && form.flatExpiry === 'duration' ? minutesOf(form.flatDuration) : 0,
    flatRateEndTime:
      form.isFlatRate && form.flatExpiry === 'time' ? parseClockValue(form.flatEndTime) : null,
    isOvernight: form.isOvernight,
    overnightAmount: form.isOvernight ? dollarsToCents(form.overnightAmount) : null,
    overnightEndTime: form.isOvernight ? parseClockValue(form.overnightEndTime) : null,
    firstFreeMin: minutesOf(form.firstFreeMinutes),
  };
}

/** The end day's choices for a start day: the same day, the next day … a week later. */
export function endDayChoices(startDay: number): { value: number; label: string }[] {
  return Array.from({ length: 8 }, (_, offset) => {
    const name = DAY_NAMES[(startDay + offset) % 7];
    const note =
      offset === 0
        ? ' (same day)'
        : offset === 7
          ? ' (a week later)'
          : startDay + offset >= 7
            ? ' (next week)'
            : offset === 1
              ? ' (next day)'
              : '';
    return { value: offset, label: `${name}${note}` };
  });
}

/** A slot's values as the create and edit calls take them. */
export function slotBodyOf(slot: RateSlot) {
  const { startMinute, endMinute, currency, isFlatRate, isIncrement, isOvernight } = slot;
  return {
    startMinute,
    endMinute,
    currency,
    isFlatRate,
    isIncrement,
    isOvernight,
    amount: slot.amount,
    incrementValue: slot.incrementValue,
    maxIncrementTime: slot.maxIncrementTime,
    firstFreeMin: slot.firstFreeMin,
    flatRateAmount: slot.flatRateAmount,
    flatRateExpiry: flatExpiryOf({ flatRateDuration: slot.flatRateDuration }),
    flatRateDuration: slot.flatRateDuration,
    flatRateEndTime: slot.flatRateEndTime,
    overnightAmount: slot.overnightAmount,
    overnightEndTime: slot.overnightEndTime,
  };
}
