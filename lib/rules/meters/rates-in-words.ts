import { formatMoney } from '../../format';
import type { RateSlot } from './pricing';

/**
 * A meter's weekly rates in words for drivers (the public meter page): one line per window,
 * days with the same window and prices joined ('Mon–Fri, 7:00 AM–7:00 PM: $2.00 per hour, in
 * 15-minute steps, up to 4 hours'). Slots are minutes of the week from Sunday 00:00.
 */

const DAY = 1440;
const WEEK = 7 * DAY;
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** '7:00 AM', '12:00 AM' for a minute of the day. */
export function clockText(minuteOfDay: number): string {
  const m = ((Math.round(minuteOfDay) % DAY) + DAY) % DAY;
  const h = Math.floor(m / 60);
  const period = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${period}`;
}

/** '15 minutes', '1 hour', '4 hours', '1 hour 30 minutes'. */
export function durationText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const hours = h === 0 ? '' : `${h} hour${h === 1 ? '' : 's'}`;
  const mins = m === 0 ? '' : `${m} minute${m === 1 ? '' : 's'}`;
  return [hours, mins].filter(Boolean).join(' ') || '0 minutes';
}

const positive = (n: number | null | undefined): n is number => typeof n === 'number' && n > 0;

function priceParts(slot: RateSlot, meterFirstFreeMin = 0): string[] {
  const money = (cents: number) => formatMoney(cents, { currency: slot.currency });
  const parts: string[] = [];
  const hourly = positive(slot.amount);
  if (hourly) {
    parts.push(`${money(slot.amount!)} per hour`);
    if (slot.isIncrement && positive(slot.incrementValue)) {
      parts.push(`in ${slot.incrementValue}-minute steps`);
    }
    if (positive(slot.maxIncrementTime)) parts.push(`up to ${durationText(slot.maxIncrementTime)}`);
  }
  if (slot.isFlatRate && positive(slot.flatRateAmount)) {
    const until = positive(slot.flatRateDuration)
      ? ` for ${durationText(slot.flatRateDuration)}`
      : slot.flatRateEndTime != null
        ? ` until ${clockText(slot.flatRateEndTime)}`
        : '';
    parts.push(`${hourly ? 'daily maximum' : 'flat rate'} ${money(slot.flatRateAmount)}${until}`);
  }
  if (slot.isOvernight && positive(slot.overnightAmount)) {
    const until = slot.overnightEndTime != null ? ` until ${clockText(slot.overnightEndTime)}` : '';
    parts.push(`overnight ${money(slot.overnightAmount)}${until}`);
  }
  // The meter's own free minutes are said once, in the last line.
  if (positive(slot.firstFreeMin) && slot.firstFreeMin !== meterFirstFreeMin) {
    parts.push(`first ${slot.firstFreeMin} minutes free`);
  }
  return parts.length ? parts : ['no charge'];
}

/** 'Every day', 'Mon–Fri', 'Sat, Sun', 'Mon, Wed–Fri' for a set of weekdays (0 = Sunday). */
export function daysText(days: number[]): string {
  const set = [...new Set(days)].sort((a, b) => a - b);
  if (set.length === 7) return 'Every day';
  const runs: number[][] = [];
  for (const d of set) {
    const run = runs[runs.length - 1];
    if (run && run[run.length - 1] === d - 1) run.push(d);
    else runs.push([d]);
  }
  // Saturday runs on into Sunday: 'Sat–Sun' reads better than 'Sun, Sat'.
  if (runs.length > 1 && runs[0][0] === 0 && runs[runs.length - 1].at(-1) === 6) {
    runs[runs.length - 1].push(...runs.shift()!);
  }
  return runs
    .map((run) =>
      run.length >= 3
        ? `${DAYS[run[0]]}–${DAYS[run[run.length - 1]]}`
        : run.map((d) => DAYS[d]).join(', '),
    )
    .join(', ');
}

function windowText(start: number, length: number): string {
  if (length >= DAY && start % DAY === 0) return 'all day';
  return `${clockText(start)}–${clockText(start + length)}`;
}

/** The rates in words, one line per window (sorted by the first day and time). */
export function ratesInWords(slots: RateSlot[], meterFirstFreeMin = 0): string[] {
  const groups = new Map<string, { start: number; length: number; days: number[]; line: string }>();
  const sorted = [...slots].sort((a, b) => a.startMinute - b.startMinute);
  const words = (slot: RateSlot) => priceParts(slot, meterFirstFreeMin).join(', ');
  // A window across the week's end (Sat 6:00 PM–Sun 8:00 AM) is one slot with its end past the
  // week's (end − start is its length); one stored as two slots is joined again.
  const head = sorted[0];
  const tail = sorted[sorted.length - 1];
  let wrapped = 0;
  if (sorted.length > 1 && head.startMinute === 0 && tail.endMinute === WEEK) {
    if (words(head) === words(tail)) {
      wrapped = head.endMinute;
      sorted.shift();
    }
  }
  for (const slot of sorted) {
    const length =
      Math.min(slot.endMinute - slot.startMinute, WEEK) + (slot === tail ? wrapped : 0);
    if (length <= 0) continue;
    // A slot of whole days from midnight (Mon 00:00–Sat 00:00) is 'all day' on each of them.
    const wholeDays = slot.startMinute % DAY === 0 && length % DAY === 0 ? length / DAY : 0;
    const first = Math.floor(slot.startMinute / DAY);
    const days = wholeDays ? Array.from({ length: wholeDays }, (_, i) => first + i) : [first];
    const span = wholeDays ? DAY : length;
    const key = `${slot.startMinute % DAY}|${span}|${words(slot)}`;
    const group = groups.get(key);
    if (group) group.days.push(...days);
    else {
      groups.set(key, {
        start: slot.startMinute % DAY,
        length: span,
        days,
        line: words(slot),
      });
    }
  }
  const lines = [...groups.values()]
    .sort((a, b) => Math.min(...a.days) - Math.min(...b.days) || a.start - b.start)
    .map((g) => {
      const text = `${daysText(g.days.map((d) => d % 7))}, ${windowText(g.start, g.length)}: ${g.line}`;
      return text.charAt(0).toUpperCase() + text.slice(1);
    });
  if (meterFirstFreeMin > 0) lines.push(`The first ${meterFirstFreeMin} minutes are free.`);
  return lines;
}
