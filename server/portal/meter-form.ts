import 'server-only';
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED, PAYMENTS_INACTIVE } from '@/lib/contract';
import { metersMessages } from '@/lib/messages/meters';

/**
 * The meter forms' refusals travel back to the page as a short key in the URL (the forms work
 * without JavaScript: every answer is a 303), never as text: a link cannot put words on the
 * organisation's page. Unknown failures read as the general payment failure.
 */
export const METER_FORM_ERRORS = {
  plate: 'Please enter your license plate.',
  minutes: 'Please choose how long you will park.',
  email: 'Please enter a valid email address.',
  inactive: metersMessages.meterInactiveNow,
  long: metersMessages.meterTooLong,
  hours: metersMessages.meterPastPaidHours,
  length: metersMessages.meterLengthNotSold,
  ended: metersMessages.sessionEnded,
  expired: IDEMPOTENCY_KEY_INVALID,
  reused: IDEMPOTENCY_KEY_REUSED,
  payouts: PAYMENTS_INACTIVE,
  failed: metersMessages.meterPayFailed,
} as const;
export type MeterFormError = keyof typeof METER_FORM_ERRORS;

export function errorKeyOf(message: string): MeterFormError {
  const key = (Object.keys(METER_FORM_ERRORS) as MeterFormError[]).find(
    (k) => METER_FORM_ERRORS[k] === message,
  );
  if (key) return key;
  if (/e-?mail/i.test(message)) return 'email';
  if (/plate/i.test(message)) return 'plate';
  if (/minutes|length|long/i.test(message)) return 'minutes';
  return 'failed';
}

/** The text of a key from the URL (nothing for an unknown key). */
export function errorText(raw: string | string[] | undefined): string | undefined {
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key && Object.hasOwn(METER_FORM_ERRORS, key)
    ? METER_FORM_ERRORS[key as MeterFormError]
    : undefined;
}
