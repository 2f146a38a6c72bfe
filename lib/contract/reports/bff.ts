import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../define-endpoint';
import { pageQuery, plateText } from '../lpr/bff';
import { reportsBffRoutes } from './bff-routes';
import { plainText, TEXT_MAX } from '../text';
import type { ReportLogEntry } from './logs';
import { reportType, type ReportParams, reportParams } from './params';
import type { ScanReportRow } from './rows';
import { SHARE_MAX_DAYS, SHARE_DEFAULT_DAYS, type ReportShare } from './shares';

/**
 * Queries, bodies and answers of the BFF's report routes (/api/reports/**) and of the public
 * share routes (/api/shared/reports/**).
 */

const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess(blankAsAbsent, schema.optional()).transform((v) => v ?? null);

const DATE_MESSAGE = 'Please choose a valid start and end date.';

/** A list id that is not one of the organisation's lists. */
export const UNKNOWN_LIST_MESSAGE = 'Unknown list.';

/**
 * The query of /reports/generate and of the report's rows, CSV and PDF
 * (reportType&startDate&endDate&listUUID&listName&rawStartDate&rawEndDate&paidSort), plus the
 * reader's time zone for the PDF's dates.
 */
export const reportQuery = z
  .object({
    reportType,
    startDate: z.iso.datetime({ offset: true, message: DATE_MESSAGE }),
    endDate: z.iso.datetime({ offset: true, message: DATE_MESSAGE }),
    listUUID: optional(z.uuid({ message: UNKNOWN_LIST_MESSAGE })),
    /** Ignored by the BFF, which names the list from listUUID (kept for the page's URL). */
    listName: optional(plainText({ label: 'List name', max: 200 })),
    rawStartDate: optional(z.iso.date({ message: DATE_MESSAGE })),
    rawEndDate: optional(z.iso.date({ message: DATE_MESSAGE })),
    paidSort: optional(z.enum(['paid', 'unpaid'])),
    tz: optional(plainText({ label: 'Time zone', max: TEXT_MAX.timezone })),
  })
  .refine((q) => Date.parse(q.startDate) <= Date.parse(q.endDate), {
    message: 'The end date must not be before the start date.',
    path: ['endDate'],
  });

export type ReportQuery = z.output<typeof reportQuery>;

/** The report parameters of a query. */
export function paramsOfQuery(q: ReportQuery): ReportParams {
  return {
    reportType: q.reportType,
    startDate: q.startDate,
    endDate: q.endDate,
    rawStartDate: q.rawStartDate,
    rawEndDate: q.rawEndDate,
    listUUID: q.listUUID,
    listName: q.listName,
    paidSort: q.paidSort,
    plate: null,
  };
}

/** The /reports/generate URL query of report parameters (zod-free, for client screens). */
export { generateQueryString } from '@/lib/rules/reports/report-query';

/** POST /api/reports/log: records a generated report (the dialog's Search). */
export const logReportBody = z.object({ params: reportParams });

/** POST /api/reports/share: a share link for a report or a plate history. */
export const shareReportBody = z.object({
  params: reportParams,
  expiresInDays: z.coerce
    .number()
    .int()
    .min(1, { message: 'Links live at least 1 day.' })
    .max(SHARE_MAX_DAYS, { message: `Links live at most ${SHARE_MAX_DAYS} days.` })
    .default(SHARE_DEFAULT_DAYS),
});

export { SHARE_DAY_CHOICES } from './constants';

export interface ReportLogResponse {
  logs: ReportLogEntry[];
  count: number;
  page: number;
  pageSize: number;
}

export interface ReportRowsResponse {
  /** At most 4,000 rows; the first 1,000 when more came back (spec 1 §9). */
  rows: ScanReportRow[];
  truncated: boolean;
  /** The report's list as the organisation names it (never the query's listName); null: none. */
  listName?: string | null;
}

export interface ShareLinkResponse {
  url: string;
  share: ReportShare;
}

export interface SharedReportResponse {
  organisationName: string;
  description: string;
  params: ReportParams;
  createdAt: string;
  expiresAt: string;
  rows: ScanReportRow[];
  truncated: boolean;
}

export interface ReportListsResponse {
  lists: { uuid: string; name: string; type: number }[];
}

/** GET /api/reports/log: page n of the report log (50 per page), newest first. */
export const reportLogQuery = z.object({ page: pageQuery });

/** ?tz= of the downloads: the zone dates are written in. */
export const reportTzQuery = z.object({ tz: z.string().max(64).optional() });

const plateParam = z.object({ plate: plateText });
const tokenParam = z.object({ token: z.string() });
const SHARE_GONE = {
  404: 'The link is not valid (SHARE_NOT_FOUND).',
  410: 'The link has expired or was revoked (SHARE_EXPIRED, SHARE_REVOKED).',
};

/** The BFF endpoints of reports and shared reports. */
export const reportsEndpoints: EndpointDefinition[] = [
  defineEndpoint(reportsBffRoutes.reportLog, { query: reportLogQuery }),
  defineEndpoint(reportsBffRoutes.logReport, { body: logReportBody }),
  defineEndpoint(reportsBffRoutes.reportLists),
  defineEndpoint(reportsBffRoutes.reportRows, { query: reportQuery }),
  defineEndpoint(reportsBffRoutes.exportCsv, { query: reportQuery }),
  defineEndpoint(reportsBffRoutes.exportPdf, { query: reportQuery }),
  defineEndpoint(reportsBffRoutes.plateReport, { params: plateParam }),
  defineEndpoint(reportsBffRoutes.plateReportPdf, { params: plateParam, query: reportTzQuery }),
  defineEndpoint(reportsBffRoutes.plateReportCsv, { params: plateParam }),
  defineEndpoint(reportsBffRoutes.shareReport, {
    body: shareReportBody,
    errors: { 409: 'No customer portal is configured for share links.' },
  }),
  defineEndpoint(reportsBffRoutes.revokeShare, {
    params: z.object({ uuid: z.uuid() }),
    errors: { 404: 'No such share.' },
  }),
  defineEndpoint(reportsBffRoutes.sharedReport, { params: tokenParam, errors: SHARE_GONE }),
  defineEndpoint(reportsBffRoutes.sharedReportCsv, {
    params: tokenParam,
    query: reportTzQuery,
    errors: SHARE_GONE,
  }),
  defineEndpoint(reportsBffRoutes.sharedReportPdf, {
    params: tokenParam,
    query: reportTzQuery,
    errors: SHARE_GONE,
  }),
];
