import { instantOf, wallTimeOf } from '../zoned-time';

/**
 * The meter price engine (issue 14 "Prices: one engine"): one pure function prices a session
 * from the meter's weekly rate schedule, the start, the duration and the organisation's zone.
 * The provider uses it for every quote and payment; the browser never sends a price.
 *
 * How a session is priced — the slot the session STARTS in decides the kind:
 * - **Overnight slot** (isOvernight, an amount and an end time): the overnight amount, and the
 *   session may run until the next overnight end time (the next morning).
 * - **Flat-rate slot without an hourly price**: the flat amount; the session may run until the flat
 *   rate's clock end time (next occurrence) or for its duration in minutes.
 * - **Hourly slot** (amount = cents per hour): every minute is charged at the hourly price of the
 *   slot it falls in, across slot boundaries, midnight and the week's end; time in unfilled (or
 *   unpriced) slots is refused ('inactive'). With increments on, the charged minutes round up to
 *   whole increments of the start slot. The start slot's maximum session time refuses longer
 *   sessions ('too-long'). A flat amount on an hourly slot is its daily maximum: the session
 *   costs at most that.
 * - **First free minutes** (the start slot's, else the meter's) come off the start of every
 *   session: a session no longer than them costs 0. A time-add (`extension`) gets none.
 * Amounts are integer cents (rounded half up once, at the end). Times are wall-clock times in the
 * organisation's zone, so DST change days have 23 or 25 real hours and slots keep their clock times.
 */

/** One slot of the weekly schedule, as stored (provider/db/tables/meters.ts meter_rates). */
export interface RateSlot {
  /**
   * Minutes of the week in the organisation's zone: 0 = Sunday 00:00; 0 ≤ start < 10080 and
   * start < end ≤ start + 10080. A slot may cross midnight (Fri 22:00 → Sat 02:00 is one slot),
   * and an end past 10080 runs on over the week's end into the next week's start (Sat 23:00 →
   * Sun 01:00 is start 9960, end 10140): it covers [start, 10080) and [0, end − 10080).
   */
  startMinute: number;
  endMinute: number;
  currency: 'USD' | 'CAD';
  isFlatRate: boolean;
  isIncrement: boolean;
  isOvernight: boolean;
  /** Cents per hour; null or ≤ 0 = no hourly price. */
  amount: number | null;
  /** Minutes per increment (increments are charged whole). */
  incrementValue: number | null;
  /** The longest session in this slot, minutes. */
  maxIncrementTime: number | null;
  /** Free minutes at the start of a session that starts in this slot (else the meter's). */
  firstFreeMin: number | null;
  /** Cents; the flat rate / daily maximum. */
  flatRateAmount: number | null;
  /** Minutes; 0 or null with flatRateEndTime = ends at that clock time. */
  flatRateDuration: number | null;
  /** Minute of the day the flat rate ends. */
  flatRateEndTime: number | null;
  /** Cents; parking overnight until overnightEndTime. */
  overnightAmount: number | null;
  /** Minute of the day the overnight period ends (the next morning). */
  overnightEndTime: number | null;
}

export interface PriceRequest {
  slots: RateSlot[];
  /** The meter's own first free minutes (a slot's value wins when set). */
  meterFirstFreeMin: number;
  start: Date;
  /** Requested length in minutes (> 0). */
  minutes: number;
  timeZone: string;
  /** A time-add to a running session: no first free minutes. */
  extension?: boolean;
}

export type PriceResult =
  | {
      ok: true;
      /** Cents, before fees. */
      amount: number;
      currency: 'USD' | 'CAD';
      end: Date;
      /** The minutes charged (after first free minutes; rounded up to whole increments). */
      chargedMinutes: number;
      /** What priced it. */
      kind: 'hourly' | 'flat' | 'overnight' | 'free';
    }
  | {
      ok: false;
      /** 'inactive': the start (or part of the session) falls in unfilled time; 'too-long': over
       * the slot's maximum session time; 'invalid': minutes ≤ 0 or not a number. */
      reason: 'inactive' | 'too-long' | 'invalid';
    };

export const WEEK_MINUTES = 7 * 1440;
const MINUTE = 60_000;

const positive = (n: number | null | undefined): n is number => n != null && n > 0;

/** The minute of the week (0 = Sunday 00:00) of an instant in a zone. */
export function weekMinuteOf(at: Date, timeZone: string): number {
  const w = wallTimeOf(at, timeZone);
  return w.weekday * 1440 + w.hour * 60 + w.minute;
}

const weekMinute = (minute: number) => ((minute % WEEK_MINUTES) + WEEK_MINUTES) % WEEK_MINUTES;

/**
 * Where a minute of the week lies on a slot's own time line (start … end, which may run past the
 * week's end): the minute itself, or a week later for the part after the week's end. Null when
 * the slot does not cover it.
 */
export function slotPosition(slot: Pick<RateSlot, 'startMinute' | 'endMinute'>, minute: number) {
  const m = weekMinute(minute);
  for (const at of [m, m + WEEK_MINUTES]) {
    if (slot.startMinute <= at && at < slot.endMinute) return at;
  }
  return null;
}

/** The slot covering a minute of the week, if any (also the part of a slot after the week's end). */
export function slotAtMinute(slots: RateSlot[], minute: number): RateSlot | undefined {
  return slots.find((s) => slotPosition(s, minute) !== null);
}

/** Wall-clock minutes from a minute the slot covers to the slot's end. */
const minutesLeftIn = (slot: RateSlot, minute: number) =>
  slot.endMinute - (slotPosition(slot, minute) ?? weekMinute(minute));

/** The slot in force at an instant (none: the meter is inactive then). */
export function slotAt(slots: RateSlot[], at: Date, timeZone: string): RateSlot | undefined {
  return slotAtMinute(slots, weekMinuteOf(at, timeZone));
}

/** What kind of pricing a slot starts (null: it prices nothing, so it is inactive time). */
export function slotKind(slot: RateSlot): 'hourly' | 'flat' | 'overnight' | null {
  if (slot.isOvernight && positive(slot.overnightAmount) && slot.overnightEndTime != null)
    return 'overnight';
  if (positive(slot.amount)) return 'hourly';
  if (slot.isFlatRate && positive(slot.flatRateAmount)) return 'flat';
  return null;
}

/** The instant `wallMinutes` of wall-clock time after `at` (DST-aware). */
function afterWallMinutes(at: Date, wallMinutes: number, timeZone: string): Date {
  const w = wallTimeOf(at, timeZone);
  const instant = instantOf(w.year, w.month, w.day, w.hour, w.minute + wallMinutes, timeZone);
  // Seconds of `at` carry over (wall times are whole minutes).
  return new Date(instant.getTime() + (at.getTime() % MINUTE));
}

/** The next instant (after `at`) whose wall clock reads `minuteOfDay`. */
function nextClockTime(at: Date, minuteOfDay: number, timeZone: string): Date {
  const w = wallTimeOf(at, timeZone);
  const now = w.hour * 60 + w.minute;
  const days = minuteOfDay > now ? 0 : 1;
  return instantOf(w.year, w.month, w.day + days, 0, minuteOfDay, timeZone);
}

function freeMinutesOf(request: PriceRequest, slot: RateSlot): number {
  if (request.extension) return 0;
  return Math.max(0, slot.firstFreeMin ?? request.meterFirstFreeMin ?? 0);
}

const minutesBetween = (a: Date, b: Date) => Math.round((b.getTime() - a.getTime()) / MINUTE);

/**
 * The hourly segments of a session: the cents-per-hour of each real minute, walked slot by slot.
 * Null when a minute falls in time that is not hourly-priced.
 */
function hourlyRates(request: PriceRequest): number[] | null {
  const rates: number[] = [];
  let t = request.start;
  let left = request.minutes;
  while (left > 0) {
    const minute = weekMinuteOf(t, request.timeZone);
    const slot = slotAtMinute(request.slots, minute);
    if (!slot || !positive(slot.amount)) return null;
    const slotEnd = afterWallMinutes(t, minutesLeftIn(slot, minute), request.timeZone);
    const span = Math.max(1, Math.min(left, minutesBetween(t, slotEnd)));
    for (let i = 0; i < span; i += 1) rates.push(slot.amount);
    left -= span;
    t = new Date(t.getTime() + span * MINUTE);
  }
  return rates;
}

/** Prices one session. */
export function priceSession(request: PriceRequest): PriceResult {
  const { minutes, start, timeZone } = request;
  if (
    !Number.isFinite(minutes) ||
    minutes <= 0 ||
    !Number.isInteger(minutes) ||
    Number.isNaN(start.getTime())
  )
    return { ok: false, reason: 'invalid' };
  const slot = slotAt(request.slots, start, timeZone);
  const kind = slot ? slotKind(slot) : null;
  if (!slot || !kind) return { ok: false, reason: 'inactive' };
  const currency = slot.currency;
  const end = new Date(start.getTime() + minutes * MINUTE);
  const free = freeMinutesOf(request, slot);

  if (kind === 'overnight' || kind === 'flat') {
    const until =
      kind === 'overnight'
        ? nextClockTime(start, slot.overnightEndTime as number, timeZone)
        : positive(slot.flatRateDuration)
          ? new Date(start.getTime() + slot.flatRateDuration * MINUTE)
          : slot.flatRateEndTime != null
            ? nextClockTime(start, slot.flatRateEndTime, timeZone)
            : afterWallMinutes(start, minutesLeftIn(slot, weekMinuteOf(start, timeZone)), timeZone);
    if (end.getTime() > until.getTime()) return { ok: false, reason: 'too-long' };
    if (minutes <= free)
      return { ok: true, amount: 0, currency, end, chargedMinutes: 0, kind: 'free' };
    const amount = (kind === 'overnight' ? slot.overnightAmount : slot.flatRateAmount) as number;
    return { ok: true, amount, currency, end, chargedMinutes: minutes - free, kind };
  }

  if (positive(slot.maxIncrementTime) && minutes > slot.maxIncrementTime)
    return { ok: false, reason: 'too-long' };
  const rates = hourlyRates(request);
  if (!rates) return { ok: false, reason: 'inactive' };
  if (minutes <= free)
    return { ok: true, amount: 0, currency, end, chargedMinutes: 0, kind: 'free' };
  let charged = minutes - free;
  if (slot.isIncrement && positive(slot.incrementValue))
    charged = Math.ceil(charged / slot.incrementValue) * slot.incrementValue;
  // Charged minutes are the session's last ones (the free ones come off the start); minutes added
  // by rounding up to an increment cost the last minute's rate.
  const last = rates[rates.length - 1];
  let exact = 0;
  for (let i = 0; i < charged; i += 1) exact += (rates[free + i] ?? last) / 60;
  let amount = Math.round(exact);
  if (slot.isFlatRate && positive(slot.flatRateAmount))
    amount = Math.min(amount, slot.flatRateAmount);
  return { ok: true, amount, currency, end, chargedMinutes: charged, kind: 'hourly' };
}

/** The lengths offered for an hourly slot (minutes), before the slot's own limits. */
const HOURLY_CHOICES = [15, 30, 60, 90, 120, 180, 240, 300, 360, 480, 600, 720];

/**
 * The session lengths a driver can choose at `start`, each priced: for an hourly slot the usual
 * lengths (rounded up to whole increments) that the schedule allows; for a flat or overnight slot
 * the one length that runs to its end. Empty when the meter is inactive then.
 */
export function durationChoices(
  request: Omit<PriceRequest, 'minutes'>,
): { minutes: number; result: Extract<PriceResult, { ok: true }> }[] {
  const slot = slotAt(request.slots, request.start, request.timeZone);
  const kind = slot ? slotKind(slot) : null;
  if (!slot || !kind) return [];
  let lengths: number[];
  if (kind === 'hourly') {
    const step = slot.isIncrement && positive(slot.incrementValue) ? slot.incrementValue : 1;
    lengths = [...new Set(HOURLY_CHOICES.map((m) => Math.ceil(m / step) * step))];
  } else {
    const until =
      kind === 'overnight'
        ? nextClockTime(request.start, slot.overnightEndTime as number, request.timeZone)
        : positive(slot.flatRateDuration)
          ? new Date(request.start.getTime() + slot.flatRateDuration * MINUTE)
          : slot.flatRateEndTime != null
            ? nextClockTime(request.start, slot.flatRateEndTime, request.timeZone)
            : afterWallMinutes(
                request.start,
                minutesLeftIn(slot, weekMinuteOf(request.start, request.timeZone)),
                request.timeZone,
              );
    lengths = [Math.floor((until.getTime() - request.start.getTime()) / MINUTE)];
  }
  const out: { minutes: number; result: Extract<PriceResult, { ok: true }> }[] = [];
  for (const minutes of lengths) {
    if (minutes <= 0) continue;
    const result = priceSession({ ...request, minutes });
    if (result.ok) out.push({ minutes, result });
  }
  return out;
}
