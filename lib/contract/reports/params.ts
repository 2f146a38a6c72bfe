/**
 * Reports (spec 1 §3 report log and report rows, §7 Reports): report log entries, report data
 * pages (keyset paged: no tier ever holds a whole report) and share links for outside parties.
 *
 * Share links: the provider keeps a share record (report parameters, expiry, revocation) and a
 * random secret of which it stores only the SHA-256. The secret is answered once, at creation;
 * the dashboard seals { share uuid, secret, expiry } into the link token (iron-session). The
 * public calls (`auth: false`) take the secret as `Authorization: Bearer <share secret>`; the
 * provider checks it against the record, refuses revoked (410 SHARE_REVOKED) and expired (410
 * SHARE_EXPIRED) shares, and answers only the rows of that one report.
 */
import { z } from 'zod';
import { isoDate } from '../define-call';
import { plainText, TEXT_MAX } from '../text';

export const plateParam = plainText({ label: 'Plate', max: TEXT_MAX.plate }).toUpperCase().min(1);

export const description = plainText({
  label: 'Description',
  max: TEXT_MAX.description,
  tooLong: `Descriptions are at most ${TEXT_MAX.description} characters.`,
}).min(1, { message: 'Please enter a description.' });

/** Report types of the create-report dialog (spec 1 §4). */
export const REPORT_TYPES = ['scans', 'permits', 'violations', 'meters'] as const;

export const reportType = z.enum(REPORT_TYPES, { message: 'Choose a report type.' });

export type ReportType = z.infer<typeof reportType>;

/**
 * What a report is: its type, the window (instants, UTC) and its filters, plus the dates as the
 * user typed them (YYYY-MM-DD, to show and to refill the dialog). A plate report has a plate and
 * no window. Stored with log entries and shares so a log link reopens the same report.
 */
export const reportParams = z.object({
  reportType,
  startDate: isoDate.nullable().default(null),
  endDate: isoDate.nullable().default(null),
  rawStartDate: z.iso.date().nullable().default(null),
  rawEndDate: z.iso.date().nullable().default(null),
  listUUID: z.uuid().nullable().default(null),
  listName: plainText({ label: 'List name', max: 200 }).nullable().default(null),
  /** Violation reports: paid first / unpaid first. */
  paidSort: z.enum(['paid', 'unpaid']).nullable().default(null),
  plate: plateParam.nullable().default(null),
  /** Meter reports: one meter's sessions; absent or null: all meters. */
  meterUUID: z.uuid().nullable().optional(),
});

export type ReportParams = z.infer<typeof reportParams>;
