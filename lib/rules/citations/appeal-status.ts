/**
 * An appeal's status as staff read it (spec 3 §4 Appeal): 'Needs Review' while there is no
 * response date; after a response the status text when there is one (a closed appeal's
 * 'Responded'), otherwise Approved or Rejected from isApproved.
 */
export const APPEAL_STATUS = {
  needsReview: 'Needs Review',
  approved: 'Approved',
  rejected: 'Rejected',
  responded: 'Responded',
} as const;

/** The list's status filter (spec 3 §9). */
export const APPEAL_STATUS_FILTERS = ['Needs Review', 'All'] as const;
export type AppealStatusFilter = (typeof APPEAL_STATUS_FILTERS)[number];

export interface AppealState {
  responseDate: Date | string | null;
  isApproved: boolean | null;
  /** The stored status text (null or blank: none). */
  status: string | null;
}

export function appealStatusLabel(appeal: AppealState): string {
  if (appeal.responseDate == null) return APPEAL_STATUS.needsReview;
  const text = appeal.status?.trim();
  if (text) return text;
  return appeal.isApproved ? APPEAL_STATUS.approved : APPEAL_STATUS.rejected;
}

/** Actions (message, approve, reject, close) exist only while unresponded. */
export const appealIsOpen = (appeal: Pick<AppealState, 'responseDate'>): boolean =>
  appeal.responseDate == null;

/** The chip colour of a display status. */
export function appealStatusTone(label: string): 'warning' | 'success' | 'danger' | 'neutral' {
  if (label === APPEAL_STATUS.needsReview) return 'warning';
  if (label === APPEAL_STATUS.approved) return 'success';
  if (label === APPEAL_STATUS.rejected) return 'danger';
  return 'neutral';
}
