import { z } from 'zod';
import { callsOf, entityParams, isoDate } from '../define-call';
import { description, plateParam, reportParams } from './params';
import { reportShare } from './shares';

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

const call = callsOf('reports');

export const listReportLogs = call.get('listReportLogs', {
  path: '/api/v2/dashboard/{entity}/reports/logs',
  summary: 'Page n (1-based, 50 per page) of the report log, newest first, with share states.',
  params: entityParams,
  query: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
  response: z.object({ logs: z.array(reportLogEntry), count: z.number().int() }),
  errors: { 403: 'Not a member of the organisation.' },
});

export const createReportLog = call.post('createReportLog', {
  path: '/api/v1/dashboard/reports/log',
  summary: 'Records a generated report in the report log (the user is the token’s).',
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
