import 'server-only';
import type { z } from 'zod';
import {
  IDEMPOTENCY_KEY_INVALID,
  IDEMPOTENCY_KEY_REUSED,
  METER_REFUSAL,
  PAYMENTS_INACTIVE,
} from '@/lib/contract';
import { metersMessages } from '@/lib/messages/meters';

/**
 * The meter forms' refusals travel back to the page as a short key in the URL (the forms work
 * without JavaScript: every answer is a 303), never as text: a link cannot put words on the
 * organisation's page. A key comes from the field that did not fit or from the provider's code;
 * anything else reads as the general payment failure.
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

/** The key of each form field whose value did not fit. */
const FIELD_KEYS: Readonly<Record<string, MeterFormError>> = {
  plate: 'plate',
  minutes: 'minutes',
  email: 'email',
  idempotencyKey: 'expired',
};

/** The key of each provider refusal code the meter forms can meet. */
const CODE_KEYS: Readonly<Record<string, MeterFormError>> = {
  [METER_REFUSAL.tooLong]: 'long',
  [METER_REFUSAL.lengthNotSold]: 'length',
  [METER_REFUSAL.pastPaidHours]: 'hours',
  [METER_REFUSAL.inactive]: 'inactive',
  [METER_REFUSAL.sessionEnded]: 'ended',
  IDEMPOTENCY_KEY_REUSED: 'reused',
  PAYMENTS_INACTIVE: 'payouts',
};

/** The key of a form that did not fit its schema: its first field that did not. */
export function fieldErrorKey(error: z.ZodError): MeterFormError {
  return FIELD_KEYS[String(error.issues[0]?.path[0])] ?? 'failed';
}

/** The key of a provider refusal, by its code. */
export function refusalKey(code: string | undefined): MeterFormError {
  return (code && Object.hasOwn(CODE_KEYS, code) && CODE_KEYS[code]) || 'failed';
}

/** The text of a key from the URL (nothing for an unknown key). */
export function errorText(raw: string | string[] | undefined): string | undefined {
  const key = Array.isArray(raw) ? raw[0] : raw;
  return key && Object.hasOwn(METER_FORM_ERRORS, key)
    ? METER_FORM_ERRORS[key as MeterFormError]
    : undefined;
}
