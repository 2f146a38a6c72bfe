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
