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
import { defineCall, isoDate, uuid } from './define-call';
import { entityParams } from './lists';

/** Report types of the create-report dialog (spec 1 §4). */
export const REPORT_TYPES = ['scans', 'permits', 'violations', 'meters'] as const;
export const reportType = z.enum(REPORT_TYPES, { message: 'Choose a report type.' });
export type ReportType = z.infer<typeof reportType>;

/** Report log types (spec 1 §7). */
export const REPORT_LOG_TYPES = [
  'REPORT_PLATE_LINK',
  'REPORT_LINK',
  'WEB_CSV',
  'WEB_CSV_PERMITS',
  'WEB_CSV_CITATIONS',
  'WEB_PDF_CITATIONS',
  'WEB_CSV_METERS',
] as const;
export const reportLogType = z.enum(REPORT_LOG_TYPES);
export type ReportLogType = z.infer<typeof reportLogType>;

/** Rows of one provider page of report data, and the most a caller may ask for. */
export const REPORT_PAGE_DEFAULT = 1000;
export const REPORT_PAGE_MAX = 5000;
/** Share links live this long unless the creator chooses otherwise. */
export const SHARE_DEFAULT_DAYS = 30;
export const SHARE_MAX_DAYS = 365;

const plateParam = z.string().trim().toUpperCase().min(1).max(16);

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
  listName: z.string().max(200).nullable().default(null),
  /** Violation reports: paid first / unpaid first. */
  paidSort: z.enum(['paid', 'unpaid']).nullable().default(null),
  plate: plateParam.nullable().default(null),
});
export type ReportParams = z.infer<typeof reportParams>;

/** Scan report row (spec 1 §3 report rows), newest first. */
export const scanReportRow = z.object({
  uuid: z.string(),
  capturedAt: isoDate,
  plate: z.string(),
  /** 0 to 1. */
  confidence: z.number(),
  fullname: z.string(),
  userEmail: z.string(),
  listName: z.string(),
  /** The scan's alert text (spec 1 §4), with the alert's status in parentheses. */
  alertMessage: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  /** Plate crop and full image (provider paths; the dashboard rewrites them to its own). */
  imgURL: z.string(),
  fullImageURL: z.string(),
});
export type ScanReportRow = z.infer<typeof scanReportRow>;

export const scanReportPage = z.object({
  rows: z.array(scanReportRow),
  /** Opaque keyset cursor of the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ScanReportPage = z.infer<typeof scanReportPage>;

export const shareStatus = z.enum(['active', 'expired', 'revoked']);
export type ShareStatus = z.infer<typeof shareStatus>;

export const reportShare = z.object({
  uuid: z.string(),
  createdAt: isoDate,
  expiresAt: isoDate,
  revokedAt: isoDate.nullable(),
  status: shareStatus,
});
export type ReportShare = z.infer<typeof reportShare>;

/** Report log entry (spec 1 §3). reportUUID is the entry's own id. */
export const reportLogEntry = z.object({
  reportUUID: z.string(),
  createdAt: isoDate,
  fullname: z.string(),
  email: z.string(),
  description: z.string(),
  type: reportLogType,
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  listUUID: z.string().nullable(),
  plate: z.string().nullable(),
  params: reportParams.nullable(),
  /** The share link this entry records (REPORT_LINK, REPORT_PLATE_LINK). */
  share: reportShare.nullable(),
});
export type ReportLogEntry = z.infer<typeof reportLogEntry>;

export const REPORT_LOG_PAGE_SIZE = 50;

const description = z
  .string()
  .trim()
  .min(1, { message: 'Please enter a description.' })
  .max(300, { message: 'Descriptions are at most 300 characters.' });

export const listReportLogs = defineCall({
  id: 'listReportLogs',
  area: 'reports',
  method: 'GET',
  path: '/api/v2/dashboard/{entity}/reports/logs',
  summary: 'Page n (1-based, 50 per page) of the report log, newest first, with share states.',
  auth: true,
  params: entityParams,
  query: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
  response: z.object({ logs: z.array(reportLogEntry), count: z.number().int() }),
  errors: { 403: 'Not a member of the organisation.' },
});

export const createReportLog = defineCall({
  id: 'createReportLog',
  area: 'reports',
  method: 'POST',
  path: '/api/v1/dashboard/reports/log',
  summary: 'Records a generated report in the report log (the user is the token’s).',
  auth: true,
  body: z.object({
    description,
    startDate: isoDate.nullable().default(null),
    endDate: isoDate.nullable().default(null),
    type: reportLogType,
    entityUUID: z.uuid(),
    listUUID: z.uuid().nullable().default(null),
    plate: plateParam.nullable().default(null),
    params: reportParams.nullable().default(null),
  }),
  response: reportLogEntry,
  errors: { 400: 'Invalid entry.', 403: 'Not a member of the organisation.' },
});

const scanReportQuery = z
  .object({
    start: isoDate.optional(),
    end: isoDate.optional(),
    list: z.uuid().optional(),
    plate: plateParam.optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(REPORT_PAGE_DEFAULT),
  })
  .refine((q) => q.plate || (q.start && q.end), {
    message: 'A scan report needs a start and an end date, or a plate.',
  })
  .refine((q) => !q.start || !q.end || Date.parse(q.start) <= Date.parse(q.end), {
    message: 'The end date must not be before the start date.',
  });

export const getScanReportPage = defineCall({
  id: 'getScanReportPage',
  area: 'reports',
  method: 'GET',
  path: '/api/v1/dashboard/{entity}/reports/scans',
  summary:
    'One keyset page of scan report rows, newest first: scans captured in [start, end] (optionally on one list) or all scans of one plate. Pass nextCursor as cursor for the next page.',
  auth: true,
  params: entityParams,
  query: scanReportQuery,
  response: scanReportPage,
  errors: { 400: 'Bad window or cursor.', 403: 'Not a member of the organisation.' },
});

export const createReportShare = defineCall({
  id: 'createReportShare',
  area: 'reports',
  method: 'POST',
  path: '/api/v1/dashboard/reports/share',
  summary:
    'Creates a share link record (and its REPORT_LINK / REPORT_PLATE_LINK log entry) in one transaction; answers the secret once.',
  auth: true,
  body: z.object({
    entityUUID: z.uuid(),
    description,
    params: reportParams,
    expiresInDays: z.coerce.number().int().min(1).max(SHARE_MAX_DAYS).default(SHARE_DEFAULT_DAYS),
  }),
  response: z.object({
    share: reportShare,
    /** Bearer secret of the public share calls; stored only as a hash, never answered again. */
    secret: z.string(),
    /** The organisation's portal subdomain (share links open on the portal host when set). */
    portalSubdomain: z.string().nullable(),
  }),
  errors: { 400: 'Invalid share.', 403: 'Not a member of the organisation.' },
});

export const revokeReportShare = defineCall({
  id: 'revokeReportShare',
  area: 'reports',
  method: 'PUT',
  path: '/api/v1/dashboard/reports/share/{uuid}/revoke',
  summary: 'Revokes a share link of the organisation (idempotent).',
  auth: true,
  params: z.object({ uuid }),
  query: z.object({ entityUUID: z.uuid() }),
  response: reportShare,
  errors: { 403: 'Not a member.', 404: 'No such share in this organisation.' },
});

const shareParams = z.object({ share: z.uuid({ message: 'This link is not valid.' }) });
const shareErrors = {
  401: 'Share secret missing.',
  404: 'Unknown share or wrong secret (SHARE_NOT_FOUND).',
  410: 'Share revoked (SHARE_REVOKED) or expired (SHARE_EXPIRED).',
};

export const getSharedReport = defineCall({
  id: 'getSharedReport',
  area: 'reports',
  method: 'GET',
  path: '/api/v1/reports/shared/{share}',
  summary:
    'Public (Authorization: Bearer <share secret>): what a share shows — organisation name, description, report parameters, expiry.',
  auth: false,
  params: shareParams,
  response: z.object({
    organisation: z.object({ name: z.string() }),
    description: z.string(),
    params: reportParams,
    createdAt: isoDate,
    expiresAt: isoDate,
  }),
  errors: shareErrors,
});

export const getSharedScanReportPage = defineCall({
  id: 'getSharedScanReportPage',
  area: 'reports',
  method: 'GET',
  path: '/api/v1/reports/shared/{share}/scans',
  summary:
    'Public (Authorization: Bearer <share secret>): one keyset page of the shared scan report’s rows, newest first.',
  auth: false,
  params: shareParams,
  query: z.object({
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(REPORT_PAGE_DEFAULT),
  }),
  response: scanReportPage,
  errors: shareErrors,
});
