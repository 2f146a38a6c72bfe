import { formatDate } from '../../format';

/**
 * A scan or an alert becomes a citation (issue 29 item 2): who may issue from the dashboard and
 * how the live findings read. Pure and zod-free: the scan detail reads it.
 */

/**
 * Whether a member may issue from a scan: the provider's role table lets its staff (every role but
 * patrol, which issues from the patrol app; the role sets are written once, in
 * provider/services/access/require-role.ts).
 */
export const canIssueFromScan = (role: string | null | undefined): boolean =>
  role !== null && role !== undefined && role !== 'patrol';

/** Where an issued citation opens. */
export const citationHref = (uuid: string) => `/citations/detail/${encodeURIComponent(uuid)}`;

/** Where the scan a citation was issued from opens. */
export const scanHref = (uuid: string) => `/scans/${encodeURIComponent(uuid)}`;

export interface FindingLike {
  kind: 'permit' | 'session';
  label: string;
  until: string | null;
  reference: string;
}

/** One finding as a line: "Valid permit: Resident A until Dec 31, 2026 (NG-1042)". */
export function findingLine(finding: FindingLike, zone?: string): string {
  const until = finding.until ? ` until ${formatDate(finding.until, '', zone)}` : '';
  const what = finding.kind === 'permit' ? 'Valid permit' : 'Paid session';
  return `${what}: ${finding.label}${until} (${finding.reference})`;
}
