/**
 * Retention per kind of data (issue 30 item 1): how long an organisation keeps each kind, as a
 * table. The provider's and the screen's zod schemas are built from it (lib/contract/privacy),
 * the nightly job and the preview compute their horizons with `retentionCutoff`, and a report
 * covering a purged period says so with `purgedNotice`. Pure: no I/O, no clock.
 */

export const RETENTION_KINDS = [
  'scans',
  'alerts',
  'meterSessions',
  'citationEvidence',
  'appealFiles',
  'reports',
  'mailOutbox',
  'auditEvents',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

export interface RetentionRule {
  kind: RetentionKind;
  label: string;
  /** What goes when the horizon passes (the screen's help text). */
  removes: string;
  defaultMonths: number;
  /** The shortest horizon the law or the product allows (months). */
  minMonths: number;
  /** Why the minimum is what it is (shown under the field). */
  minReason: string;
  maxMonths: number;
}

/** Ten years: longer than any retention an operator is asked for. */
const MAX_MONTHS = 120;

export const RETENTION_RULES: Record<RetentionKind, RetentionRule> = {
  scans: {
    kind: 'scans',
    label: 'Scans and their images',
    removes: 'Plate reads older than this, with their images and alerts.',
    defaultMonths: 24,
    minMonths: 1,
    minReason: 'Digital chalking and the overview compare with the last month of scans.',
    maxMonths: MAX_MONTHS,
  },
  alerts: {
    kind: 'alerts',
    label: 'Alerts',
    removes: 'Alerts older than this (the scans stay until their own horizon).',
    defaultMonths: 12,
    minMonths: 1,
    minReason: 'The live alerts screen shows the last month.',
    maxMonths: MAX_MONTHS,
  },
  meterSessions: {
    kind: 'meterSessions',
    label: 'Meter sessions',
    removes: 'Paid parking sessions that ended before this (earnings totals stay).',
    defaultMonths: 36,
    minMonths: 13,
    minReason: 'A year of sessions is kept for refunds and the yearly earnings report.',
    maxMonths: MAX_MONTHS,
  },
  citationEvidence: {
    kind: 'citationEvidence',
    label: "Settled citations' evidence images",
    removes:
      'Evidence images and personal details (names, addresses, e-mails, phone) of citations settled before this. The citation itself is a financial record and stays.',
    defaultMonths: 24,
    minMonths: 6,
    minReason:
      'An unsettled citation, or one under appeal, always keeps its evidence; a settled one for at least 6 months.',
    maxMonths: MAX_MONTHS,
  },
  appealFiles: {
    kind: 'appealFiles',
    label: 'Appeal files',
    removes: 'Files appellants sent with appeals decided before this.',
    defaultMonths: 24,
    minMonths: 6,
    minReason: 'An undecided appeal always keeps its files; a decided one for at least 6 months.',
    maxMonths: MAX_MONTHS,
  },
  reports: {
    kind: 'reports',
    label: 'Report logs and share links',
    removes: 'Report log entries created before this and share links that expired before this.',
    defaultMonths: 12,
    minMonths: 1,
    minReason: 'The report log shows at least the last month.',
    maxMonths: MAX_MONTHS,
  },
  mailOutbox: {
    kind: 'mailOutbox',
    label: 'Mail outbox',
    removes: 'Sent or abandoned mails (receipts, notices, appeal replies) older than this.',
    defaultMonths: 3,
    minMonths: 1,
    minReason: 'Support looks at the last month of mails when a customer says none arrived.',
    maxMonths: MAX_MONTHS,
  },
  auditEvents: {
    kind: 'auditEvents',
    label: 'Audit events',
    removes: 'Audit log entries older than this.',
    defaultMonths: 84,
    minMonths: 24,
    minReason: 'Auditors ask for at least two years of who changed and looked up what.',
    maxMonths: MAX_MONTHS,
  },
};

/** Months per kind: the organisation's retention settings. */
export type RetentionMonths = Record<RetentionKind, number>;

export const DEFAULT_RETENTION: RetentionMonths = Object.fromEntries(
  RETENTION_KINDS.map((kind) => [kind, RETENTION_RULES[kind].defaultMonths]),
) as RetentionMonths;

/** The saved months over the defaults: a kind the organisation never set reads its default. */
export function retentionWithDefaults(saved: Partial<Record<string, unknown>> | null | undefined) {
  const months = { ...DEFAULT_RETENTION };
  for (const kind of RETENTION_KINDS) {
    const value = saved?.[kind];
    if (typeof value === 'number' && retentionRefusal(kind, value) === null) months[kind] = value;
  }
  return months;
}

/** Why `months` is not allowed for `kind` (a sentence for the field), or null when it is. */
export function retentionRefusal(kind: RetentionKind, months: number): string | null {
  const rule = RETENTION_RULES[kind];
  if (!Number.isInteger(months)) return `${rule.label}: enter a whole number of months.`;
  if (months < rule.minMonths) {
    return `${rule.label}: keep at least ${monthsText(rule.minMonths)}. ${rule.minReason}`;
  }
  if (months > rule.maxMonths) return `${rule.label}: at most ${monthsText(rule.maxMonths)}.`;
  return null;
}

export const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`);

/**
 * The horizon: records older than this go. `months` calendar months before `now` in UTC, the
 * day clamped to the target month's length (31 Mar − 1 month = 28/29 Feb).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth() - months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(now.getUTCDate(), lastDay),
      now.getUTCHours(),
      now.getUTCMinutes(),
      now.getUTCSeconds(),
      now.getUTCMilliseconds(),
    ),
  );
}

/** Each kind's horizon for these months at `now`. */
export function retentionCutoffs(now: Date, months: RetentionMonths): Record<RetentionKind, Date> {
  return Object.fromEntries(
    RETENTION_KINDS.map((kind) => [kind, retentionCutoff(now, months[kind])]),
  ) as Record<RetentionKind, Date>;
}

/** The changed kinds as the audit event's detail: { kind: { from, to } }. */
export function retentionChanges(
  before: RetentionMonths,
  after: RetentionMonths,
): Partial<Record<RetentionKind, { from: number; to: number }>> {
  const changes: Partial<Record<RetentionKind, { from: number; to: number }>> = {};
  for (const kind of RETENTION_KINDS) {
    if (before[kind] !== after[kind]) changes[kind] = { from: before[kind], to: after[kind] };
  }
  return changes;
}

const NOTICE_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The line a report prints when its period starts before the organisation's purge horizon
 * (`purgedBefore`: records before it were removed); null when the report's period is untouched.
 * A report without a start date covers everything, so a purge touched it.
 */
export function purgedNotice(purgedBefore: Date | null, reportStart: Date | null): string | null {
  if (!purgedBefore) return null;
  if (reportStart && reportStart.getTime() >= purgedBefore.getTime()) return null;
  return `Records before ${NOTICE_DATE.format(purgedBefore)} were removed under the organisation's retention policy.`;
}

/** The kind of data a report's rows are (a purge of it shortens the report); null: none purged. */
export function reportRetentionKind(reportType: string): RetentionKind | null {
  if (reportType === 'scans') return 'scans';
  if (reportType === 'meters') return 'meterSessions';
  return null;
}

/** The notice of a report of `reportType` from `reportStart`, given the horizons purged so far. */
export function reportPurgedNotice(
  reportType: string,
  reportStart: string | null,
  purgedBefore: Partial<Record<RetentionKind, string>>,
): string | null {
  const kind = reportRetentionKind(reportType);
  const at = kind ? purgedBefore[kind] : undefined;
  return at ? purgedNotice(new Date(at), reportStart ? new Date(reportStart) : null) : null;
}
