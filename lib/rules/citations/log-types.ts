/**
 * The citation log's one vocabulary (spec 3 §3 Citation log: createdAt, type, note,
 * createdByName). Every writer (staff actions, the patrol app's issue, portal payments and
 * appeals, appeal responses, mailing, the seed) stores one of these codes as the entry's type;
 * the dashboard shows the code's label. Pure and zod-free: the browser reads the labels.
 */
export const CITATION_LOG = {
  issued: 'ISSUED',
  status: 'STATUS',
  void: 'VOID',
  unvoid: 'UNVOID',
  override: 'OVERRIDE',
  liveOverride: 'LIVE_OVERRIDE',
  imageDeleted: 'IMAGE_DELETED',
  mailed: 'MAILED',
  paid: 'PAYMENT',
  appealSubmitted: 'APPEAL',
  appealApproved: 'APPEAL_APPROVED',
  appealRejected: 'APPEAL_REJECTED',
  appealMessage: 'APPEAL_MESSAGE',
  appealClosed: 'APPEAL_CLOSED',
} as const;

export type CitationLogType = (typeof CITATION_LOG)[keyof typeof CITATION_LOG];

export const CITATION_LOG_TYPES: readonly CitationLogType[] = Object.values(CITATION_LOG);

const LABELS: Record<CitationLogType, string> = {
  ISSUED: 'Issued',
  STATUS: 'Status change',
  VOID: 'Void',
  UNVOID: 'Unvoid',
  OVERRIDE: 'Amount override',
  LIVE_OVERRIDE: 'Issued over a permit or session',
  IMAGE_DELETED: 'Image deleted',
  MAILED: 'Mailed',
  PAYMENT: 'Paid on the portal',
  APPEAL: 'Appeal submitted',
  APPEAL_APPROVED: 'Appeal approved',
  APPEAL_REJECTED: 'Appeal rejected',
  APPEAL_MESSAGE: 'Appeal message',
  APPEAL_CLOSED: 'Appeal closed',
};

export const isCitationLogType = (type: string): type is CitationLogType =>
  Object.prototype.hasOwnProperty.call(LABELS, type);

/** The readable label of a log entry's type (an entry written before the vocabulary: as stored). */
export const citationLogLabel = (type: string): string =>
  isCitationLogType(type) ? LABELS[type] : type;
