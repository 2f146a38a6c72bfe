/**
 * The codes of the meter portal's refusals (pay and add time), so a client reads which refusal it
 * got from the code, never from the text. Each one's text is in lib/messages/meters.ts.
 */
export const METER_REFUSAL = {
  /** 400: longer than the meter's maximum stay from now. */
  tooLong: 'METER_TOO_LONG',
  /** 400: a length the hourly rate does not offer. */
  lengthNotSold: 'METER_LENGTH_NOT_SOLD',
  /** 400: the length runs past the meter's paid hours. */
  pastPaidHours: 'METER_PAST_PAID_HOURS',
  /** 409: the meter sells nothing now. */
  inactive: 'METER_INACTIVE',
  /** 409: time added to a session that has ended. */
  sessionEnded: 'SESSION_ENDED',
} as const;
export type MeterRefusalCode = (typeof METER_REFUSAL)[keyof typeof METER_REFUSAL];
