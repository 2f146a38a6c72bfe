/**
 * The permit area's rules (spec 2 §4, §5, §9) as pure functions, shared by the dashboard forms,
 * the BFF and the provider.
 */

export const PAID_STATUSES = [
  'paid',
  'waiting',
  'incomplete',
  'canceled',
  'rejected',
  'expired',
  'Invalid',
] as const;
export type PaidStatus = (typeof PAID_STATUSES)[number];

/** Statuses a member may set by hand on a permit that is not waiting (spec 2 §4). */
export const MANUAL_STATUSES = ['paid', 'incomplete', 'expired', 'rejected'] as const;
export type ManualStatus = (typeof MANUAL_STATUSES)[number];

export const DURATION_UNITS = ['MINUTE', 'HOUR', 'DAY', 'MONTH', 'YEAR'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];

export const BILLING_TYPES = ['ONE TIME', 'RECURRING'] as const;
export const BILLING_PERIODS = ['NONE', 'ANNUALLY', 'MONTHLY', 'WEEKLY', 'DAILY'] as const;
export const CURRENCIES = ['USD', 'CAD'] as const;

/** Time selection types: 1 same day only, 2 fixed time period, 3 manual start and end. */
export const TIME_SELECTION = { sameDay: 1, fixedPeriod: 2, manual: 3 } as const;

/** Approvals page size (spec 2 §7: "an earlier reading gives a page size of 100"). */
export const APPROVALS_PAGE_SIZE = 100;
/** Issued permits page size of the all-permits list (paged from 0). */
export const ISSUED_PAGE_SIZE = 100;
/** Issued permits shown per product (spec 2 §9). */
export const ISSUED_PER_PRODUCT_CAP = 500;

/** Defaults of a new permit type (spec 2 §3). */
export const PERMIT_PRODUCT_DEFAULTS = {
  currency: 'USD',
  billingType: 'ONE TIME',
  billingPeriod: 'NONE',
  permitDuration: 1,
  permitDurationUnit: 'DAY',
  isAutoApproved: true,
  isRegImgRequired: false,
  isPrivate: true,
  convenienceFee: 20,
  isEmailVerify: true,
  timeSelectionType: 1,
} as const;

export const STATUS_LABELS = {
  awaitingStart: 'Awaiting start time',
  expired: 'Expired',
  valid: 'Valid',
  waiting: 'Waiting for approval',
  paymentRequiredList: 'Payment required',
  paymentRequiredDetail: 'Waiting for payment',
  pendingPayment: 'Pending payment',
  free: 'Free',
  canceled: 'Canceled',
  rejected: 'Rejected',
  expiredByHand: 'Expired',
  invalid: 'Invalid',
} as const;

/** canceled, rejected, expired, Invalid: 'shown by name' (spec 2 §4), capitalised like every other label. */
const NAMED_LABELS: Record<string, string> = {
  canceled: STATUS_LABELS.canceled,
  rejected: STATUS_LABELS.rejected,
  expired: STATUS_LABELS.expiredByHand,
  Invalid: STATUS_LABELS.invalid,
};

export interface StatusInput {
  paidStatus: string;
  issuedOn: Date | string | null;
  expiresAt: Date | string | null;
}

const time = (value: Date | string) => new Date(value).getTime();

/** The display label of an issued permit's status (spec 2 §4); `view` picks the incomplete text. */
export function permitStatusLabel(
  permit: StatusInput,
  now: Date,
  view: 'list' | 'detail' = 'list',
): string {
  const { paidStatus, issuedOn, expiresAt } = permit;
  if (paidStatus === 'waiting') return STATUS_LABELS.waiting;
  if (paidStatus === 'incomplete') {
    return view === 'list'
      ? STATUS_LABELS.paymentRequiredList
      : STATUS_LABELS.paymentRequiredDetail;
  }
  if (paidStatus === 'paid') {
    if (issuedOn === null || expiresAt === null) return STATUS_LABELS.pendingPayment;
    if (now.getTime() < time(issuedOn)) return STATUS_LABELS.awaitingStart;
    if (now.getTime() >= time(expiresAt)) return STATUS_LABELS.expired;
    return STATUS_LABELS.valid;
  }
  return NAMED_LABELS[paidStatus] ?? paidStatus;
}

/** True while a permit's plate belongs on the permit list: paid, started and not expired. */
export function isPermitCurrentlyValid(permit: StatusInput, now: Date): boolean {
  return permitStatusLabel(permit, now) === STATUS_LABELS.valid;
}

/** A negative price becomes 0 (amounts are whole cents). */
export function normalisePrice(cents: number): number {
  return cents < 0 || !Number.isFinite(cents) ? 0 : Math.round(cents);
}

/** Durations at or below 1 become 1. */
export function normaliseDuration(duration: number): number {
  return duration <= 1 || !Number.isFinite(duration) ? 1 : Math.floor(duration);
}

/** A max count of zero or less means none (null). */
export function normaliseMaxCount(maxCount: number | null | undefined): number | null {
  return maxCount === null || maxCount === undefined || maxCount <= 0 ? null : Math.floor(maxCount);
}

/** A priced permit type needs an active payouts account. */
export function priceExceedsAllowed(amountCents: number, accountActive: boolean): boolean {
  return !accountActive && normalisePrice(amountCents) > 0;
}

/** Fixed time period: the whole hours from start to end (at least 1); null when a date is missing or the end is not after the start. */
export function fixedPeriodHours(
  chosenDate: Date | string | null | undefined,
  chosenEndDate: Date | string | null | undefined,
): number | null {
  if (!chosenDate || !chosenEndDate) return null;
  const ms = time(chosenEndDate) - time(chosenDate);
  if (!(ms > 0)) return null;
  return Math.max(1, Math.ceil(ms / 3_600_000));
}

/** Business-only off clears the all-customer flag. */
export function customerEntityFlags(isCustomerEntityOnly: boolean, isCustomerEntityAll: boolean) {
  return { isCustomerEntityOnly, isCustomerEntityAll: isCustomerEntityOnly && isCustomerEntityAll };
}

/** Registration proof only when approvals are required (not auto-approved). */
export function regImgRequired(isAutoApproved: boolean, isRegImgRequired: boolean): boolean {
  return !isAutoApproved && isRegImgRequired;
}

const HOURS_PER_UNIT: Record<DurationUnit, number> = {
  MINUTE: 1 / 60,
  HOUR: 1,
  DAY: 24,
  MONTH: 730,
  YEAR: 8760,
};

export const durationHours = (duration: number, unit: DurationUnit) =>
  duration * HOURS_PER_UNIT[unit];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const round1 = (n: number) => Math.round(n * 10) / 10;

/** Type table: over 72 hours shown in days. */
export function typeDurationDisplay(duration: number, unit: DurationUnit): string {
  const hours = durationHours(duration, unit);
  if ((unit === 'HOUR' || unit === 'MINUTE') && hours > 72)
    return plural(round1(hours / 24), 'day');
  return plural(duration, unit.toLowerCase());
}

/** Issued permit: over 8,760 hours in years, over 730 in months, over 72 in days. */
export function issuedDurationDisplay(duration: number, unit: DurationUnit): string {
  const hours = durationHours(duration, unit);
  if (hours > 8760) return plural(round1(hours / 8760), 'year');
  if (hours > 730) return plural(round1(hours / 730), 'month');
  if (hours > 72) return plural(round1(hours / 24), 'day');
  return plural(duration, unit.toLowerCase());
}

/** The expiry of a permit starting at `start`. */
export function expiryOf(start: Date, duration: number, unit: DurationUnit): Date {
  const d = new Date(start.getTime());
  switch (unit) {
    case 'MINUTE':
      return new Date(d.getTime() + duration * 60_000);
    case 'HOUR':
      return new Date(d.getTime() + duration * 3_600_000);
    case 'DAY':
      return new Date(d.getTime() + duration * 86_400_000);
    case 'MONTH':
      d.setUTCMonth(d.getUTCMonth() + duration);
      return d;
    case 'YEAR':
      d.setUTCFullYear(d.getUTCFullYear() + duration);
      return d;
  }
}

/** Approving a priced permit asks for payment (incomplete); a free one becomes paid. */
export function approvalStatus(amountCents: number): 'paid' | 'incomplete' {
  return amountCents > 0 ? 'incomplete' : 'paid';
}

/** Manual change: paid on a priced permit is sent as incomplete. */
export function manualStatusToSend(status: ManualStatus, amountCents: number): ManualStatus {
  return status === 'paid' && amountCents > 0 ? 'incomplete' : status;
}

/** The convenience fee in cents charged on top of a price (none on a free permit). */
export function convenienceFeeCents(amountCents: number, convenienceFee: number): number {
  return amountCents > 0 ? Math.max(0, Math.round(convenienceFee)) : 0;
}

/** Approvals pages: the count divided by the page size, rounded up. */
export const approvalPages = (count: number, pageSize = APPROVALS_PAGE_SIZE) =>
  Math.ceil(count / pageSize);

/** Permit search and vehicle text: upper-cased, trimmed. */
export const upperText = (text: string) => text.trim().toUpperCase();

/** Brand text colour: luminance below 0.5 gives light text (hex without '#'). */
export function brandTextColour(hex: string): 'light' | 'dark' {
  const clean = /^[0-9a-f]{6}$/i.test(hex) ? hex : 'ffffff';
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(clean.slice(i, i + 2), 16) / 255);
  const luminance = 0.299 * r + 0.587 * g + 0.114 * b;
  return luminance < 0.5 ? 'light' : 'dark';
}

/**
 * The portal address of a permit type (spec 2 §2): `/permit/{id}/verify`, or its guest checkout
 * without e-mail verification. The spec's `/guestcheckout` is the type's own
 * `/permit/{id}/guestcheckout`: a bare `/guestcheckout` names no type and is no portal page.
 */
export function permitPortalPath(productUuid: string, isEmailVerify: boolean): string {
  return isEmailVerify ? `/permit/${productUuid}/verify` : guestCheckoutPath(productUuid);
}

/** A type's guest checkout (the QR code's target on a public portal; spec 2 §2). */
export function guestCheckoutPath(productUuid: string): string {
  return `/permit/${productUuid}/guestcheckout`;
}

/**
 * A type issued through business accounts only (isCustomerEntityOnly) has no public address:
 * what its portal card, poster and sign say instead, and how it is issued.
 */
export const BUSINESS_ONLY_TEXTS = {
  posterTitle: 'Issued through business accounts',
  noPublicLink:
    'This permit is issued through business accounts only: it has no public registration link or QR code.',
  allAccounts:
    'Every business account can issue it to its people from its own account; no assignment is needed.',
  assignedAccounts:
    "To let a business issue it, open the business under Business accounts and add it with 'Select a permit'; that business then issues it to its people from its own account.",
} as const;

/** The poster's heading (page and PDF): a business-only type has nothing to scan. */
export function posterTitle(portal: { businessOnly?: boolean }): string {
  return portal.businessOnly ? BUSINESS_ONLY_TEXTS.posterTitle : 'Scan to get your permit';
}

export const businessOnlyHowTo = (allBusinessAccounts: boolean) =>
  allBusinessAccounts ? BUSINESS_ONLY_TEXTS.allAccounts : BUSINESS_ONLY_TEXTS.assignedAccounts;
