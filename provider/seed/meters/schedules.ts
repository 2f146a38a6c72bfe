import type { RateSlot } from '../../../lib/rules/meters/pricing';

/**
 * The demo meters and their weekly schedules (spec 3 §3 time rates; week minutes from Sunday
 * 00:00 in the organisation's zone). Together they use every rate kind: hourly with increments
 * and a maximum time, a flat daily maximum, an overnight rate, first free minutes, a flat rate
 * with a duration, and meters inactive at night or on weekdays.
 */

export type SeedSlot = Omit<RateSlot, 'currency'> & { currency: 'USD' | 'CAD' };

export interface SeedMeter {
  zoneId: string;
  name: string;
  description: string;
  firstFreeMin: number;
  slots: SeedSlot[];
  /** Relative share of the organisation's sessions. */
  share: number;
  /** Typical session lengths (minutes) drivers choose here. */
  lengths: readonly number[];
}

const DAY = 1440;
const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

const blank: SeedSlot = {
  startMinute: 0,
  endMinute: 0,
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
};

/** One slot per listed day, from `from` to `to` minutes of that day (to may be 1440). */
function daily(days: number[], from: number, to: number, rate: Partial<SeedSlot>): SeedSlot[] {
  return days.map((d) => ({
    ...blank,
    ...rate,
    startMinute: d * DAY + from,
    endMinute: d * DAY + to,
  }));
}

/**
 * Overnight 18:00 → 08:00 every night, one slot a night over midnight (Saturday's runs on over
 * the week's end into Sunday morning: its end is past 10080).
 */
function overnight(amount: number): SeedSlot[] {
  const rate = { isOvernight: true, overnightAmount: amount, overnightEndTime: 8 * 60 };
  return EVERY_DAY.map((d) => ({
    ...blank,
    ...rate,
    startMinute: d * DAY + 18 * 60,
    endMinute: (d + 1) * DAY + 8 * 60,
  }));
}

export const EASTSIDE_METERS: SeedMeter[] = [
  {
    zoneId: 'E101',
    name: 'Main Street',
    description:
      'On-street parking, Main Street between 1st and 6th. Pay by 15 minutes, 4 hours max.',
    firstFreeMin: 0,
    slots: daily(EVERY_DAY, 0, DAY, {
      amount: 200,
      isIncrement: true,
      incrementValue: 15,
      maxIncrementTime: 240,
    }),
    share: 30,
    lengths: [15, 30, 45, 60, 60, 90, 120, 120, 180, 240],
  },
  {
    zoneId: 'E102',
    name: 'Library Lot',
    description: 'Public library surface lot. $1.50 an hour, $8.00 daily maximum, weekdays.',
    firstFreeMin: 0,
    slots: daily(WEEKDAYS, 7 * 60, 19 * 60, {
      amount: 150,
      isFlatRate: true,
      flatRateAmount: 800,
      flatRateDuration: 0,
      flatRateEndTime: 19 * 60,
    }),
    share: 15,
    lengths: [60, 90, 120, 180, 240, 360, 480, 600],
  },
  {
    zoneId: 'E103',
    name: 'Harbor Garage',
    description: 'Harbor Garage, levels 1–3. $3.00 an hour by day, $10.00 overnight until 8 AM.',
    firstFreeMin: 0,
    slots: [...daily(EVERY_DAY, 8 * 60, 18 * 60, { amount: 300 }), ...overnight(1000)],
    share: 20,
    lengths: [60, 120, 180, 240, 300, 480],
  },
  {
    zoneId: 'E104',
    name: 'Clinic Row',
    description: 'Short stays for the clinics. The first 15 minutes are free.',
    firstFreeMin: 15,
    slots: daily(WEEKDAYS, 8 * 60, 20 * 60, { amount: 250, firstFreeMin: 15 }),
    share: 12,
    lengths: [30, 45, 60, 60, 90, 120],
  },
  {
    zoneId: 'E105',
    name: 'Stadium Lot',
    description: 'Event parking on weekends: $15.00 for 4 hours.',
    firstFreeMin: 0,
    slots: daily([0, 6], 10 * 60, 23 * 60, {
      isFlatRate: true,
      flatRateAmount: 1500,
      flatRateDuration: 240,
    }),
    share: 6,
    lengths: [240],
  },
  {
    zoneId: 'E106',
    name: 'Market Square',
    description: 'Around the market hall, 7 AM to 10 PM daily. Free at night.',
    firstFreeMin: 0,
    slots: daily(EVERY_DAY, 7 * 60, 22 * 60, { amount: 175 }),
    share: 17,
    lengths: [30, 60, 60, 90, 120, 180],
  },
];

export const NORTHGATE_METERS: SeedMeter[] = [
  {
    zoneId: 'N201',
    name: 'Visitor Lot A',
    description: 'Campus visitor parking by the welcome centre.',
    firstFreeMin: 10,
    slots: daily(WEEKDAYS, 7 * 60, 21 * 60, {
      amount: 250,
      isIncrement: true,
      incrementValue: 30,
      maxIncrementTime: 480,
    }),
    share: 60,
    lengths: [30, 60, 90, 120, 180, 240],
  },
  {
    zoneId: 'N202',
    name: 'Stadium Drive',
    description: 'On-street meters along Stadium Drive, every day.',
    firstFreeMin: 0,
    slots: daily(EVERY_DAY, 8 * 60, 20 * 60, { amount: 150 }),
    share: 40,
    lengths: [60, 120, 180],
  },
];
