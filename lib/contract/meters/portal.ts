import { z } from 'zod';
import { type CallDefinition, callsOf, email, isoDate } from '../define-call';
import { plainText, TEXT_MAX } from '../text';
import { normalizePlate } from '../../rules/plate';
import { idempotencyKey } from '../payments';
import { portalSubdomain } from '../permits';

/**
 * Provider calls of meters: the public meter page: quote, pay, receipt, time-add (no session).
 * Drivers have no account: every call is public, rate-limited per client address, and priced by
 * the provider's engine (lib/rules/meters/pricing.ts); the caller never sends a price.
 */

/** A zone id as printed on the meter's sign ('E101'): letters, digits, '-' and '_'. */
export const meterZoneId = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9_-]{0,31}$/, { message: 'Not a valid zone id.' });

export const meterPortalParams = z.object({ subdomain: portalSubdomain, zoneId: meterZoneId });
export const meterReceiptParams = z.object({ subdomain: portalSubdomain, uuid: z.uuid() });

/** The plate as a driver types it, stored upper-cased with only A–Z and 0–9 (spec 1 §5). */
export const meterPlate = plainText({
  label: 'License plate',
  max: TEXT_MAX.plate,
  tooLong: 'Plates are at most 16 characters.',
})
  .transform(normalizePlate)
  .pipe(z.string().min(1, { message: 'Please enter your license plate.' }));

const CHOOSE_LENGTH = 'Please choose how long you will park.';

/**
 * A session length in whole minutes (a day at most; the meter's rates decide what is sold): a
 * JSON integer, or the decimal digits a form posts. '0x10', '1e2', '60.0' or ' 60' are not
 * lengths (Number() would read them as 16, 100 and 60).
 */
export const meterMinutes = z
  .union([z.number(), z.string().regex(/^[0-9]{1,5}$/, { message: CHOOSE_LENGTH })], {
    message: CHOOSE_LENGTH,
  })
  .transform(Number)
  .pipe(
    z
      .number()
      .int({ message: CHOOSE_LENGTH })
      .min(1, { message: CHOOSE_LENGTH })
      .max(24 * 60, { message: CHOOSE_LENGTH }),
  );

/** One length a driver can buy now, priced by the engine, with the platform's fee. */
export const meterChoice = z.object({
  minutes: z.number().int(),
  /** Cents before fees. */
  amount: z.number().int(),
  fees: z.number().int(),
  total: z.number().int(),
  currency: z.enum(['USD', 'CAD']),
  endTime: isoDate,
});
export type MeterChoice = z.infer<typeof meterChoice>;

export const publicMeter = z.object({
  zoneId: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** The weekly rates in words, one line each. */
  rates: z.array(z.string()),
  /** Whether a session can be bought now (unfilled time: the meter is inactive). */
  active: z.boolean(),
  /** The organisation's zone the times are shown in. */
  timeZone: z.string(),
  choices: z.array(meterChoice),
});
export type PublicMeter = z.infer<typeof publicMeter>;

export const meterQuoteBody = z.object({ plate: meterPlate, minutes: meterMinutes });
export type MeterQuoteBody = z.input<typeof meterQuoteBody>;
export const meterQuote = meterChoice.extend({ plate: z.string(), startTime: isoDate });
export type MeterQuote = z.infer<typeof meterQuote>;

export const meterPayBody = z.object({
  /** One per pay form: a repeated submit charges once and starts one session. */
  idempotencyKey,
  plate: meterPlate,
  minutes: meterMinutes,
  /** For the receipt e-mail (optional). */
  email: z.preprocess((v) => (v === '' ? undefined : v), email.optional()),
});
export type MeterPayBody = z.input<typeof meterPayBody>;

export const meterTimeAddBody = z.object({ idempotencyKey, minutes: meterMinutes });
export type MeterTimeAddBody = z.input<typeof meterTimeAddBody>;

/** A session's receipt as the driver sees it (by its uuid; no e-mail address). */
export const meterReceipt = z.object({
  uuid: z.string(),
  publicId: z.string(),
  zoneId: z.string(),
  meterName: z.string(),
  plate: z.string(),
  startTime: isoDate,
  endTime: isoDate,
  /** Cents before fees, fees, and what was paid (every time-add included). */
  amount: z.number().int(),
  fees: z.number().int(),
  total: z.number().int(),
  currency: z.enum(['USD', 'CAD']),
  status: z.enum(['Valid', 'Expired']),
  /** Whether a receipt e-mail went out. */
  emailed: z.boolean(),
  timeZone: z.string(),
  /** Time-adds priced from the current end (empty once expired or when nothing can be added). */
  addChoices: z.array(meterChoice),
});
export type MeterReceipt = z.infer<typeof meterReceipt>;

const notFound = 'No such portal or meter.';
const limited = 'Too many requests.';

const call = callsOf('meters');

export const getPublicMeter = call.get('getPublicMeter', {
  path: '/api/v1/public/portal/{subdomain}/meters/{zoneId}',
  summary:
    "A meter of the portal by zone id: name, description, rates in words, whether it is active now and the lengths a driver can buy now, priced by the provider's engine.",
  auth: false,
  params: meterPortalParams,
  response: publicMeter,
  errors: { 400: 'Not a valid subdomain or zone id.', 404: notFound, 429: limited },
});

export const quoteMeterSession = call.post('quoteMeterSession', {
  path: '/api/v1/public/portal/{subdomain}/meters/{zoneId}/quote',
  summary: 'The price of a session starting now (amount, fee, total, end); nothing is charged.',
  auth: false,
  params: meterPortalParams,
  body: meterQuoteBody,
  response: meterQuote,
  errors: {
    400: 'Invalid plate or length, or a length the rates do not sell.',
    404: notFound,
    409: 'The meter is not active now.',
    429: limited,
  },
});

export const payMeterSession = call.post('payMeterSession', {
  path: '/api/v1/public/portal/{subdomain}/meters/{zoneId}/pay',
  summary:
    'Pays a session starting now in local test mode, priced by the engine, and e-mails the receipt. The same idempotency key answers the first session: one charge, one session.',
  auth: false,
  params: meterPortalParams,
  body: meterPayBody,
  response: meterReceipt,
  errors: {
    400: 'Invalid plate, length, e-mail or idempotency key (BAD_REQUEST), or a length the rates do not sell (METER_TOO_LONG, METER_LENGTH_NOT_SOLD, METER_PAST_PAID_HOURS).',
    402: 'The organisation has no active payouts account (PAYMENTS_INACTIVE).',
    404: notFound,
    409: 'The meter is not active now (METER_INACTIVE), or the idempotency key was used for another purchase (IDEMPOTENCY_KEY_REUSED).',
    429: 'Too many attempts.',
  },
});

export const getMeterReceipt = call.get('getMeterReceipt', {
  path: '/api/v1/public/portal/{subdomain}/sessions/{uuid}',
  summary: "A session's receipt by its uuid (zone, plate, start, end, amount, fees, status).",
  auth: false,
  params: meterReceiptParams,
  response: meterReceipt,
  errors: { 400: 'Not a valid subdomain or id.', 404: 'No such session.', 429: limited },
});

export const addMeterTime = call.post('addMeterTime', {
  path: '/api/v1/public/portal/{subdomain}/sessions/{uuid}/time',
  summary:
    'Adds time to a valid session, priced from its current end, in local test mode. The same idempotency key adds once.',
  auth: false,
  params: meterReceiptParams,
  body: meterTimeAddBody,
  response: meterReceipt,
  errors: {
    400: 'Invalid length or idempotency key (BAD_REQUEST), or a length the rates do not sell (METER_TOO_LONG, METER_LENGTH_NOT_SOLD, METER_PAST_PAID_HOURS).',
    402: 'The organisation has no active payouts account (PAYMENTS_INACTIVE).',
    404: 'No such session.',
    409: 'The session has ended (SESSION_ENDED), the meter is not active then (METER_INACTIVE), or the idempotency key was used for another purchase (IDEMPOTENCY_KEY_REUSED).',
    429: 'Too many attempts.',
  },
});

/** This group's calls, for the provider router and the OpenAPI document. */
export const meterPortalCalls: CallDefinition[] = [
  getPublicMeter,
  quoteMeterSession,
  payMeterSession,
  getMeterReceipt,
  addMeterTime,
];
