import { calendarDaysBetween } from '../zoned-time';
import { amountDueAfterDays, isPastDueAfterDays, type LateFeeTerms } from './late-fees';

/**
 * The one rule of what an issued violation presents (spec 3 §2 "Issued violations", §4
 * "Citation payment status values"), used by every tier: the staff list and detail, the stats'
 * payable count, the violation portal's notice and its pay and appeal eligibility, the mailing
 * count and the violation report. The stored status never says 'past due' or 'void': an open
 * notice reads 'past due' once its first late day has passed (late-fees.ts), and a notice with a
 * void date reads 'void'. Days are calendar days of the organisation's time zone.
 */
export const STORED_STATUSES = [
  'open',
  'paid',
  'paid off platform',
  'archived',
  'uncollectable',
] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];

export type CitationStatus = StoredStatus | 'past due' | 'void';

/** The statuses a violator can pay (on the portal) and appeal: still unpaid and collectable. */
export const PAYABLE_STATUSES: readonly CitationStatus[] = ['open', 'past due'];

/** The stored statuses whose (not void) notices present a payable status (SQL filters). */
export const PAYABLE_STORED_STATUSES: readonly StoredStatus[] = ['open'];

/** Violation mailing targets unpaid violations more than this many days past the notice date. */
export const MAILING_AGE_DAYS = 30;

export interface CitationState extends LateFeeTerms {
  paymentStatus: string;
  voidDate: Date | string | null;
  issuedAt: Date | string;
}

/** What a notice presents on a day. */
export interface CitationDue {
  status: CitationStatus;
  /** Cents due (late fees included, or the override); 0 once paid or void. */
  amountDue: number;
  /** 0: the base (or overridden) amount; 1 or 2: that late fee applies. */
  lateLevel: 0 | 1 | 2;
  /** Payable by the violator now: open or past due with something to pay. */
  payable: boolean;
}

const asDate = (d: Date | string) => (d instanceof Date ? d : new Date(d));

/** Calendar days from the notice's issue day to `at`'s, in the zone. */
export const daysSinceIssue = (c: Pick<CitationState, 'issuedAt'>, at: Date, timeZone: string) =>
  calendarDaysBetween(asDate(c.issuedAt), at, timeZone);

/** The status `since` calendar days after the issue day: void, past due (open, late) or stored. */
export function citationStatusAfter(c: CitationState, since: number): CitationStatus {
  if (c.voidDate) return 'void';
  if (c.paymentStatus === 'open' && isPastDueAfterDays(c, since)) return 'past due';
  return (STORED_STATUSES as readonly string[]).includes(c.paymentStatus)
    ? (c.paymentStatus as StoredStatus)
    : 'open';
}

/** The status a person reads on `at` in the organisation's zone. */
export function citationStatus(c: CitationState, at: Date, timeZone: string): CitationStatus {
  return citationStatusAfter(c, daysSinceIssue(c, at, timeZone));
}

export const isPayableStatus = (status: CitationStatus) => PAYABLE_STATUSES.includes(status);

/** A violator may appeal a notice of a payable status (once, within the appeal window). */
export const canAppealStatus = (status: CitationStatus) => isPayableStatus(status);

/** Everything a notice presents `since` calendar days after its issue day. */
export function citationDueAfter(c: CitationState, since: number): CitationDue {
  const status = citationStatusAfter(c, since);
  const due = amountDueAfterDays(c, since);
  const settled = status === 'void' || status === 'paid' || status === 'paid off platform';
  const amountDue = settled ? 0 : due.amount;
  return {
    status,
    amountDue,
    lateLevel: due.lateLevel,
    payable: isPayableStatus(status) && amountDue > 0,
  };
}

/** The same on `at`, counted in the organisation's zone. */
export function citationDueOn(c: CitationState, at: Date, timeZone: string): CitationDue {
  return citationDueAfter(c, daysSinceIssue(c, at, timeZone));
}

/** Cents due on `at`: late fees included (or the override); nothing once paid or void. */
export function citationAmountDue(c: CitationState, at: Date, timeZone: string): number {
  return citationDueOn(c, at, timeZone).amountDue;
}

/** The same `since` calendar days after the issue day. */
export function citationAmountDueAfter(c: CitationState, since: number): number {
  return citationDueAfter(c, since).amountDue;
}

/** A mailing candidate: payable and more than MAILING_AGE_DAYS days past the notice date. */
export function isMailingCandidateAfter(c: CitationState, since: number): boolean {
  return since > MAILING_AGE_DAYS && citationDueAfter(c, since).payable;
}

/**
 * The Amount of a violation report row: what was paid for a notice paid on the portal, the
 * amount (or its override) for one paid off platform, nothing for a void one, else what is due.
 */
export function citationReportAmount(
  c: CitationState & { paidTotal?: number },
  at: Date,
  timeZone: string,
): number {
  return citationReportAmountAfter(c, daysSinceIssue(c, at, timeZone));
}

/** The same `since` calendar days after the issue day. */
export function citationReportAmountAfter(
  c: CitationState & { paidTotal?: number },
  since: number,
): number {
  const { status, amountDue } = citationDueAfter(c, since);
  if (status === 'paid') return c.paidTotal ?? c.amount;
  if (status === 'paid off platform') return c.amountOverride ?? c.amount;
  return amountDue;
}
