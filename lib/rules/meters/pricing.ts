/**
 * The meter price engine (issue 14 "Prices: one engine"): one pure function prices a session
 * from the meter's weekly rate schedule, the start, the duration and the organisation's zone.
 * The provider uses it for every quote and payment; the browser never sends a price.
 *
 * THE LEAD LANDS THE IMPLEMENTATION ON MAIN (with its table-driven and property tests); until
 * then priceSession throws. The types below are the contract: build against them.
 */

/** One slot of the weekly schedule, as stored (provider/db/tables/meters.ts meter_rates). */
export interface RateSlot {
  /** Minutes of the week in the organisation's zone: 0 = Sunday 00:00 … 10080. end > start. */
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
    }
  | {
      ok: false;
      /** 'inactive': the start (or part of the session) falls in unfilled time; 'too-long': over
       * the slot's maximum session time; 'invalid': minutes ≤ 0 or not a number. */
      reason: 'inactive' | 'too-long' | 'invalid';
    };

/** Prices one session. */
export function priceSession(request: PriceRequest): PriceResult {
  void request;
  throw new Error('priceSession: the implementation lands on main shortly (see file header).');
}

/** The session lengths a driver can choose now, each priced (durations the slot allows). */
export function durationChoices(
  request: Omit<PriceRequest, 'minutes'>,
): { minutes: number; result: PriceResult }[] {
  void request;
  throw new Error('durationChoices: the implementation lands on main shortly (see file header).');
}
