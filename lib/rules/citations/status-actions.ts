import type { CitationStatus, StoredStatus } from './citation-status';

/**
 * Which actions an issued violation offers for its presented status (spec 3 §2 "Issued
 * violations"); the status itself is the one rule of citation-status.ts. The statuses a status
 * change is offered for (never when void):
 */
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

/** What a status change's log note says: from → to, then the person's message. */
export function statusLogNote(
  from: CitationStatus,
  to: StatusTarget,
  message: string | null,
): string {
  const what = `Status changed from ${from} to ${to}.`;
  return message ? `${what} ${message}` : what;
}
