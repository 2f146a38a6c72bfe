import { formatMoney } from '../../format';
import { metersMessages as m } from '../../messages/meters';
import type { RateSlot } from './pricing';
import { DAY_MINUTES, DAY_NAMES } from './rate-slot';
import { dayAndTimeOf } from './rate-week';

/**
 * The texts of rate slots (spec 3 §4, §9): clock times, the summary table's DAY, TIME, INCREMENT
 * RATE, FLAT RATE / DAILY MAX, OVERNIGHT RATE and FIRST FREE MINUTES cells, the calendar's event
 * titles and the refused overlap.
 */

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
