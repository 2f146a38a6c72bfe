import { z } from 'zod';
import { callsOf, entityParams, isoDate } from '../define-call';
import { lookupReasonFields } from '../privacy';
import { tokenText } from '../text';
import { plateParam } from './params';
import { shareParams, shareErrors } from './shares';

/** Rows of one provider page of report data, and the most a caller may ask for. */
export const REPORT_PAGE_DEFAULT = 1000;

export const REPORT_PAGE_MAX = 5000;

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

const scanReportQuery = z
  .object({
    start: isoDate.optional(),
    end: isoDate.optional(),
    list: z.uuid().optional(),
    plate: plateParam.optional(),
    ...lookupReasonFields,
    cursor: tokenText('Cursor').optional(),
    limit: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(REPORT_PAGE_DEFAULT),
  })
  .refine((q) => q.plate || (q.start && q.end), {
    message: 'A scan report needs a start and an end date, or a plate.',
  })
  .refine((q) => !q.start || !q.end || Date.parse(q.start) <= Date.parse(q.end), {
    message: 'The end date must not be before the start date.',
  });

const call = callsOf('reports');

export const getScanReportPage = call.get('getScanReportPage', {
  path: '/api/v1/dashboard/{entity}/reports/scans',
  summary:
    'One keyset page of scan report rows, newest first: scans captured in [start, end] (optionally on one list) or all scans of one plate. Pass nextCursor as cursor for the next page.',
  params: entityParams,
  query: scanReportQuery,
  response: scanReportPage,
  errors: { 400: 'Bad window or cursor.', 403: 'Not a member of the organisation.' },
});

export const getSharedScanReportPage = call.get('getSharedScanReportPage', {
  path: '/api/v1/reports/shared/{share}/scans',
  summary:
    'Public (Authorization: Bearer <share secret>): one keyset page of the shared scan report’s rows, newest first.',
  auth: false,
  params: shareParams,
  query: z.object({
    cursor: tokenText('Cursor').optional(),
    limit: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(REPORT_PAGE_DEFAULT),
  }),
  response: scanReportPage,
  errors: shareErrors,
});
