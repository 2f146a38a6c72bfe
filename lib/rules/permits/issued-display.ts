import { formatMoney, type Currency } from '../../format';
import {
  BILLING_PERIODS,
  BILLING_TYPES,
  issuedDurationDisplay,
  MANUAL_STATUSES,
  permitStatusLabel,
  STATUS_LABELS,
  type DurationUnit,
  type ManualStatus,
  type StatusInput,
} from './permit-rules';

/**
 * How the approvals and issued-permit screens show a permit (spec 2 §4, §9): the status chip's
 * label and tone, amounts ('Free' at 0), billing, duration, and the manual status choices.
 */

export type StatusTone = 'success' | 'warning' | 'neutral' | 'danger' | 'info';

export interface IssuedStatus {
  label: string;
  tone: StatusTone;
}

/** The status chip of an issued permit in a list or its detail. */
export function issuedStatus(
  permit: StatusInput,
  now: Date,
  view: 'list' | 'detail' = 'list',
): IssuedStatus {
  const label = permitStatusLabel(permit, now, view);
  switch (label) {
    case STATUS_LABELS.valid:
      return { label, tone: 'success' };
    case STATUS_LABELS.awaitingStart:
      return { label, tone: 'info' };
    case STATUS_LABELS.waiting:
    case STATUS_LABELS.paymentRequiredList:
    case STATUS_LABELS.paymentRequiredDetail:
    case STATUS_LABELS.pendingPayment:
      return { label, tone: 'warning' };
    case STATUS_LABELS.rejected:
    case STATUS_LABELS.canceled:
    case STATUS_LABELS.invalid:
      return { label, tone: 'danger' };
    default:
      return { label, tone: 'neutral' };
  }
}

/**
 * A permit's amount in cents, the one money text of the permit tables and details: 'Free' at 0,
 * else '$12.50' (USD, and when the type's currency is unknown) or 'CA$12.50' (CAD).
 */
export function permitAmount(cents: number, currency: Currency = 'USD'): string {
  return formatMoney(cents, { currency, zeroAsFree: true });
}

/** A payment line of a priced permit that has not been paid yet. */
export const NOT_PAID_YET = 'Not paid yet';

/**
 * A line of an issued permit's payment (subtotal, fees, total, net): 'Free' only for a permit
 * of amount 0 (spec 2 §4); a priced permit with no payment yet (paid total 0) reads
 * 'Not paid yet'; a paid one shows its amounts, a zero fee as '$0.00'.
 */
export function paymentLineText(
  permit: { amount: number; paidTotal: number },
  cents: number,
): string {
  if (permit.amount <= 0) return permitAmount(0);
  if (permit.paidTotal <= 0) return NOT_PAID_YET;
  return formatMoney(cents, { currency: 'USD' });
}

/** Billing types and periods in words (the provider's codes are never shown). */
export const BILLING_TYPE_LABELS: Record<(typeof BILLING_TYPES)[number], string> = {
  'ONE TIME': 'One time',
  RECURRING: 'Recurring',
};
export const BILLING_PERIOD_LABELS: Record<(typeof BILLING_PERIODS)[number], string> = {
  NONE: 'None',
  ANNUALLY: 'Annually',
  MONTHLY: 'Monthly',
  WEEKLY: 'Weekly',
  DAILY: 'Daily',
};

const wordsOf = (code: string) => code.charAt(0) + code.slice(1).toLowerCase();

/** 'One time' or 'Recurring · Monthly' (no period shown when NONE). */
export function billingText(billingType: string, billingPeriod: string): string {
  const type =
    BILLING_TYPE_LABELS[billingType as keyof typeof BILLING_TYPE_LABELS] ?? wordsOf(billingType);
  if (!billingPeriod || billingPeriod === 'NONE') return type;
  const period =
    BILLING_PERIOD_LABELS[billingPeriod as keyof typeof BILLING_PERIOD_LABELS] ??
    wordsOf(billingPeriod);
  return `${type} · ${period}`;
}

/**
 * A vehicle as its words ('WHITE HONDA CR-V' → ['WHITE', 'HONDA', 'CR-V']): tables keep each
 * word whole and wrap only between them (a line never breaks inside 'CR-V').
 */
export function vehicleWords(
  vehicle: { color?: string | null; make?: string | null; model?: string | null } | null,
): string[] {
  if (!vehicle) return [];
  return [vehicle.color, vehicle.make, vehicle.model]
    .flatMap((part) => (part ?? '').split(/\s+/))
    .filter(Boolean);
}

/** The issued permit's duration: over 730 hours in months, over 8,760 in years. */
export function permitDurationText(duration: number, unit: DurationUnit): string {
  return issuedDurationDisplay(duration, unit);
}

/** A permit's start or expiry, or 'Pending payment' when it has none yet (spec 2 §4). */
export const NO_PERMIT_TIME = STATUS_LABELS.pendingPayment;

/** The manual status choices (spec 2 §4) with their labels, in the dialog's order. */
export const MANUAL_STATUS_CHOICES: ReadonlyArray<{ value: ManualStatus; label: string }> = [
  { value: 'paid', label: 'Valid / Approved (payment collected or waived)' },
  { value: 'incomplete', label: 'Needs payment' },
  { value: 'expired', label: 'Expired' },
  { value: 'rejected', label: 'Rejected' },
];

/** A manual status from a form value, or null (the Save button stays disabled). */
export function chosenManualStatus(value: string): ManualStatus | null {
  return (MANUAL_STATUSES as readonly string[]).includes(value) ? (value as ManualStatus) : null;
}

/** Approve / Reject message: blank is sent as null (spec 2 §5). */
export function decisionMessage(text: string): string | null {
  const trimmed = text.trim();
  return trimmed ? trimmed : null;
}
