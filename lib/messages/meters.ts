/**
 * Parking meters and the public meter page (spec 3 §2, §5), exactly as the product writes them.
 * One section per group of screens: add a group's own texts in its section.
 */
export const metersMessages = {
  // Meters table
  activateMeterText:
    'Contact support to activate a digital meter: flat rates, variable rates and time-adds, with scan-to-pay, text-to-pay or both.',
  meterNotFound: 'No such meter.',
  meterSaveFailed: 'The meter could not be saved. Please try again.',
  noMeters: 'No meters yet.',

  // Rates
  noPrice: 'No price',
  meterPriceSchedule: 'Meter price schedule',
  meterTimeSlot: 'Meter time slot',
  rateLegendPriced: 'A priced time slot.',
  rateInactiveLegend: 'Unfilled time means the meter is inactive: no parking can be paid for then.',
  rateCalendarHint:
    'Click or drag over an empty time to add a slot; drag or resize a slot to move it (saved at once).',
  addTimeSlot: 'Add time slot',
  rateSummaryEmpty: 'No time slots yet: the meter is inactive all week.',
  rateSlotStartAfterEnd: 'The start time must not be after the end time.',
  rateSlotEmpty: 'The end time must be later than the start time.',
  rateSlotOutOfWeek:
    'A time slot must start within the week (Sunday 12:00 AM to the next Sunday 12:00 AM).',
  rateSlotTooLong: 'A time slot lasts at most one week.',
  rateIncrementPrice: 'Increments need a price per hour above 0.',
  rateIncrementMinutes: 'Increments need the increment minutes.',
  rateIncrementMax: 'Increments need the max session minutes.',
  rateFlatAmount: 'A flat rate needs an amount above 0.',
  rateFlatEndTime: 'Please choose the time the flat rate ends.',
  rateFlatDuration: 'Please enter how many minutes the flat rate lasts.',
  rateOvernightAmount: 'Overnight needs an amount above 0.',
  rateOvernightEndTime: 'Please choose the time the overnight rate ends.',
  rateNeedsAmount:
    'Please set at least one amount: a price per hour, a flat rate or an overnight rate.',
  rateFirstFreeNegative: 'First free minutes cannot be negative.',
  rateOverlap: (slot: string) =>
    `This time slot overlaps the slot ${slot}. Slots of a meter cannot overlap: move or shorten one of them.`,
  rateNoSuchMeter: 'No such meter.',
  rateNoSuchRate: 'No such time slot (it may have been removed).',
  rateSaveFailed: 'The time slot could not be saved. Please try again.',
  rateRemoveFailed: 'The time slot could not be removed. Please try again.',
  rateMoveRefused: 'The slot was not moved:',
  /** The rate calendar's zone label: 'Times in America/New York'. */
  rateTimesIn: (zone: string) => `Times in ${zone.replace(/_/g, ' ')}`,

  // Sessions
  searchSessionsTitle: 'Search parking sessions',
  searchSessionsPrompt: 'Please enter a vehicle plate',
  paidSessionsAll: 'Paid Sessions (All)',
  meterSessions: 'Meter sessions',
  noSessions: 'No parking sessions yet.',
  noSessionsForPlate: 'No parking sessions for this plate.',

  // The public meter page and receipts
  meterInactiveNow:
    'This meter is not active right now: parking here is not paid at this time, so no payment is taken.',
  meterTooLong: 'This length is longer than the meter allows. Please choose a shorter time.',
  meterPastPaidHours: "This length runs past the meter's paid hours. Please choose a shorter time.",
  meterLengthNotSold: 'Please choose one of the lengths offered.',
  sessionEnded: 'This session has ended. Please start a new session at the meter.',
  meterPayFailed: 'The payment could not be made. Please try again.',
  meterPageBusy: 'Too many requests. Please wait a minute and try again.',
  meterTestMode: 'Test mode: no card is charged.',
} as const;
