import { z } from 'zod';
import { email } from '../define-call';
import { plainText } from '../text';
import {
  BILLING_PERIODS,
  BILLING_TYPES,
  CURRENCIES,
  DURATION_UNITS,
  MANUAL_STATUSES,
  PAID_STATUSES,
} from '../../rules/permits/permit-rules';

/** A text field: the shared text schema (trimmed, capped, no control or bidi characters). */
export const safeText = (max: number, label = 'This field') => plainText({ label, max });

/** A required text field; `missing` is the form's own text for it (one text in both tiers). */
export const requiredText = (max: number, label: string, missing: string) =>
  safeText(max, label).pipe(z.string().min(1, { message: missing }));

/**
 * The holder search of the issued permits (spec 2 §2 "Permit search: text uppercased"): trimmed
 * and upper-cased here, the one place between the screen and SQL, for the BFF's query and the
 * provider's alike; blank is no search.
 */
export const holderSearch = (label?: string) => safeText(120, label).toUpperCase();

/** Vehicle and search text: upper-cased on entry (spec 2 §3). */
export const upperField = (max: number, label: string, missing: string) =>
  requiredText(max, label, missing).transform((s) => s.toUpperCase());

/** The shared e-mail schema (at most 254 characters). */
export const permitEmail = email;

export const paidStatus = z.enum(PAID_STATUSES);
export const manualStatus = z.enum(MANUAL_STATUSES);
export const durationUnit = z.enum(DURATION_UNITS);
export const billingType = z.enum(BILLING_TYPES);
export const billingPeriod = z.enum(BILLING_PERIODS);
export const currency = z.enum(CURRENCIES);
export const timeSelectionType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Whole cents; the provider turns a negative price into 0. */
export const cents = z.coerce
  .number()
  .int({ message: 'Amounts are whole cents.' })
  .max(100_000_000);

export const pageQuery = z.object({ page: z.coerce.number().int().min(0).max(100_000).optional() });

export const entityUuidParams = z.object({ entity: z.uuid(), uuid: z.uuid() });

export const vehicle = z.object({
  uuid: z.string().nullable(),
  plate: z.string(),
  state: z.string(),
  make: z.string(),
  model: z.string(),
  color: z.string(),
});
export type PermitVehicle = z.infer<typeof vehicle>;
