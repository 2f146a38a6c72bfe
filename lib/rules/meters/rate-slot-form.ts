/**
 * The 'Meter time slot' dialog's fields (texts, as typed) ⇄ a slot's values (numbers): a slot's
 * day and clock times, money in dollars ⇄ cents, minutes. The rules themselves are
 * checkRateSlot's (rate-slot.ts): this file only reads and writes the fields.
 */
import { formatDecimal } from '../../format';
import type { RateSlot } from './pricing';
import {
  clockValue,
  DAY_MINUTES,
  dayAndTimeOf,
  flatExpiryOf,
  parseClockValue,
  type FlatExpiry,
  type RateSlotInput,
  weekMinuteOf,
} from './rate-slot';

export interface RateSlotForm {
  /** 0 = Sunday … 6 = Saturday */
  day: number;
  /** 'HH:MM' */
  start: string;
  /** 'HH:MM'; '00:00' is midnight at the end of the day. */
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
  const endOfDay = slot.endMinute - start.day * DAY_MINUTES;
  return {
    day: start.day,
    start: clockValue(start.minute),
    end: endOfDay >= DAY_MINUTES ? '00:00' : clockValue(endOfDay),
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
 * The slot the fields describe, as numbers for checkRateSlot and the calls. An end time of 00:00
 * (or one at or before the start, left for the rules to refuse) is read on the slot's own day;
 * 00:00 is midnight at the day's end.
 */
export function slotInputOf(form: RateSlotForm): RateSlotInput {
  const startOfDay = parseClockValue(form.start);
  const endClock = parseClockValue(form.end);
  const endOfDay = endClock === 0 ? DAY_MINUTES : endClock;
  return {
    startMinute: startOfDay === null ? Number.NaN : weekMinuteOf(form.day, startOfDay),
    endMinute: endOfDay === null ? Number.NaN : weekMinuteOf(form.day, endOfDay),
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
