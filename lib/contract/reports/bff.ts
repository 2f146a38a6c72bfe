import { z } from 'zod';
import { isoDate } from '../define-call';
import { pageQuery } from '../lpr/bff';
import { plainText, TEXT_MAX } from '../text';
import { reportLogEntry } from './logs';
import { reportType, type ReportParams, reportParams } from './params';
import { scanReportRow, type ScanReportRow } from './rows';
import { permitReportRow, type PermitReportRow } from './permit-rows';
import { violationReportRow } from './violation-rows';
import type { ViolationReportRow } from '../../rules/reports/types/violations';
import { meterReportRow, type MeterReportRow } from './meter-rows';
import { reportShare, SHARE_MAX_DAYS, SHARE_DEFAULT_DAYS } from './shares';

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
    /** Violation reports: one location, by name. */
    locationName: optional(plainText({ label: 'Location', max: 200 })),
    /** Meter reports: one meter (absent: all meters). */
    meterUUID: optional(z.uuid({ message: 'No such meter.' })),
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
    ...(q.locationName ? { locationName: q.locationName } : {}),
    plate: null,
    ...(q.meterUUID ? { meterUUID: q.meterUUID } : {}),
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

/** GET /api/reports/log: one page of the report log. */
export const reportLogResponse = z.object({
  logs: z.array(reportLogEntry),
  count: z.number().int(),
  page: z.number().int().min(1),
  pageSize: z.number().int(),
});
export type ReportLogResponse = z.output<typeof reportLogResponse>;

/** A row of any report type the table shows. */
export type ReportRow = ScanReportRow | PermitReportRow | ViolationReportRow | MeterReportRow;
export const reportRow = z.union([
  scanReportRow,
  permitReportRow,
  violationReportRow,
  meterReportRow,
]);

/** The rows of a report: scan rows unless the report type says otherwise (`R`). */
export interface ReportRowsResponse<R extends ReportRow = ScanReportRow> {
  /** At most 4,000 rows; the first 1,000 when more came back (spec 1 §9). */
  rows: R[];
  truncated: boolean;
  /** The report's list as the organisation names it (never the query's listName); null: none. */
  listName?: string | null;
  /** The report covers a period whose records the retention policy removed (issue 30). */
  purgedNotice?: string | null;
}

/** GET /api/reports/rows: a generated report's rows, its list named as the organisation names it. */
export const reportRowsResponse = z.object({
  rows: z.array(reportRow),
  truncated: z.boolean(),
  listName: z.string().nullable().optional(),
  purgedNotice: z.string().nullable().optional(),
});

/** GET /api/reports/plate/:plate: the scan rows of one plate. */
export const plateReportResponse = z.object({
  rows: z.array(scanReportRow),
  truncated: z.boolean(),
  purgedNotice: z.string().nullable().optional(),
});

/** POST /api/reports/share */
export const shareLinkResponse = z.object({ url: z.string(), share: reportShare });
export type ShareLinkResponse = z.output<typeof shareLinkResponse>;

export interface SharedReportResponse<R extends ReportRow = ScanReportRow> {
  organisationName: string;
  description: string;
  params: ReportParams;
  createdAt: string;
  expiresAt: string;
  rows: R[];
  truncated: boolean;
}

/** GET /api/shared/reports/:token: what the shared page shows. */
export const sharedReportResponse = z.object({
  organisationName: z.string(),
  description: z.string(),
  params: reportParams,
  createdAt: isoDate,
  expiresAt: isoDate,
  rows: z.array(reportRow),
  truncated: z.boolean(),
});

/** GET /api/reports/lists: the dialog's list filter. */
export const reportListsResponse = z.object({
  lists: z.array(z.object({ uuid: z.string(), name: z.string(), type: z.number().int() })),
});
export type ReportListsResponse = z.output<typeof reportListsResponse>;

/** GET /api/reports/log: page n of the report log (50 per page), newest first. */
export const reportLogQuery = z.object({ page: pageQuery });

/** ?tz= of the downloads: the zone dates are written in (an unknown one reads as UTC). */
export const reportTzQuery = z.object({
  tz: plainText({ label: 'Time zone', max: TEXT_MAX.timezone }).optional(),
});
