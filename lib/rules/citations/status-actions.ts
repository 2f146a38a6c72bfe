import { calendarDaysBetween } from '../zoned-time';
import { amountDueAfterDays, isPastDueAfterDays, type LateFeeTerms } from './late-fees';

/**
 * What an issued violation shows and which actions it offers (spec 3 §2 "Issued violations",
 * §4 "Citation payment status values"). The stored status never says 'past due' or 'void': an
 * open notice reads 'past due' once its first late day has passed (late-fees.ts), and a notice
 * with a void date reads 'void'.
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

/** The statuses a status change is offered for (never when void). */
export const CHANGEABLE_STATUSES: readonly CitationStatus[] = [
  'open',
  'past due',
  'paid off platform',
  'uncollectable',
];

/** The status menu (spec 3 §2): Paid (= paid off platform), Void, Uncollectable, Reopen (= open). */
export type StatusOption = 'Paid' | 'Void' | 'Uncollectable' | 'Reopen';

/** The stored status a menu option sends (Void goes through the void call instead). */
export const STATUS_OPTION_TARGET = {
  Paid: 'paid off platform',
  Uncollectable: 'uncollectable',
  Reopen: 'open',
} as const satisfies Record<Exclude<StatusOption, 'Void'>, StoredStatus>;

/** The stored statuses the status call may set. */
export const STATUS_TARGETS = ['paid off platform', 'uncollectable', 'open'] as const;
export type StatusTarget = (typeof STATUS_TARGETS)[number];

export interface CitationState extends LateFeeTerms {
  paymentStatus: string;
  voidDate: Date | string | null;
  issuedAt: Date | string;
}

const asDate = (d: Date | string) => (d instanceof Date ? d : new Date(d));

/** Calendar days from the notice's issue day to `at`'s, in the zone. */
export const daysSinceIssue = (c: Pick<CitationState, 'issuedAt'>, at: Date, timeZone: string) =>
  calendarDaysBetween(asDate(c.issuedAt), at, timeZone);

/** The status a person reads on `at`: void, past due (open and late) or the stored status. */
export function citationStatus(c: CitationState, at: Date, timeZone: string): CitationStatus {
  return citationStatusAfter(c, daysSinceIssue(c, at, timeZone));
}

/** The same `since` calendar days after the issue day. */
export function citationStatusAfter(c: CitationState, since: number): CitationStatus {
  if (c.voidDate) return 'void';
  if (c.paymentStatus === 'open' && isPastDueAfterDays(c, since)) return 'past due';
  return (STORED_STATUSES as readonly string[]).includes(c.paymentStatus)
    ? (c.paymentStatus as StoredStatus)
    : 'open';
}

/** Is a status change offered (open, past due, paid off platform, uncollectable; never void)? */
export const canChangeStatus = (status: CitationStatus) => CHANGEABLE_STATUSES.includes(status);

/**
 * The options of the status menu for a status: none when no change is offered; otherwise Paid,
 * Void, Uncollectable and Reopen, less the one the notice already has.
 */
export function statusOptions(status: CitationStatus): StatusOption[] {
  if (!canChangeStatus(status)) return [];
  const options: StatusOption[] = [];
  if (status !== 'paid off platform') options.push('Paid');
  options.push('Void');
  if (status !== 'uncollectable') options.push('Uncollectable');
  if (status !== 'open' && status !== 'past due') options.push('Reopen');
  return options;
}

/** Can the status call move a notice of this status to the target? */
export function canSetStatus(status: CitationStatus, target: StatusTarget): boolean {
  if (!canChangeStatus(status)) return false;
  if (target === 'open') return status !== 'open' && status !== 'past due';
  return status !== target;
}

/** A void citation offers only Unvoid; Void is offered where the status menu is. */
export const canVoid = (status: CitationStatus) => canChangeStatus(status);
export const canUnvoid = (status: CitationStatus) => status === 'void';

/** An amount override (with a note) is offered for a notice still to be paid. */
export const canOverride = (status: CitationStatus) =>
  status === 'open' || status === 'past due' || status === 'uncollectable';

/** Cents due on `at`: late fees included (or the override); nothing once paid or void. */
export function citationAmountDue(c: CitationState, at: Date, timeZone: string): number {
  return citationAmountDueAfter(c, daysSinceIssue(c, at, timeZone));
}

/** The same `since` calendar days after the issue day. */
export function citationAmountDueAfter(c: CitationState, since: number): number {
  const status = citationStatusAfter(c, since);
  if (status === 'void' || status === 'paid' || status === 'paid off platform') return 0;
  return amountDueAfterDays(c, since).amount;
}

/** The log entry type of each action (spec 3 §3 Citation log: createdAt, type, note, createdByName). */
export const CITATION_LOG_TYPES = {
  status: 'Status change',
  void: 'Void',
  unvoid: 'Unvoid',
  override: 'Amount override',
  imageDeleted: 'Image deleted',
  mailed: 'Mailed',
} as const;

/** What a status change's log note says: from → to, then the person's message. */
export function statusLogNote(
  from: CitationStatus,
  to: StatusTarget,
  message: string | null,
): string {
  const what = `Status changed from ${from} to ${to}.`;
  return message ? `${what} ${message}` : what;
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
  const status = citationStatusAfter(c, since);
  if (status === 'void') return 0;
  if (status === 'paid') return c.paidTotal ?? c.amount;
  if (status === 'paid off platform') return c.amountOverride ?? c.amount;
  return amountDueAfterDays(c, since).amount;
}
