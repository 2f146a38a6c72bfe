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
} as const;
