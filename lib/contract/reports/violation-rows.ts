import { z } from 'zod';
import { callsOf, entityParams, isoDate } from '../define-call';
import { plainText, tokenText } from '../text';
import { REPORT_PAGE_DEFAULT, REPORT_PAGE_MAX } from './rows';
import { shareErrors, shareParams } from './shares';

/**
 * Violation report row (spec 1 §6–§7 report data "citations", spec 3 §9 the violation PDF's
 * columns): the organisation's citations issued in the window, newest first, optionally at one
 * location (by name) and with paid or unpaid ones first. Money in cents.
 */
export const violationReportRow = z.object({
  uuid: z.string(),
  violationNumber: z.string(),
  plate: z.string(),
  state: z.string(),
  issuedAt: isoDate,
  offense: z.string(),
  /** The status as the issued list shows it at report time (spec 3 §4). */
  status: z.string(),
  amountCents: z.number().int(),
  location: z.string(),
});

export const violationReportPage = z.object({
  rows: z.array(violationReportRow),
  /** Opaque keyset cursor of the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ViolationReportPage = z.infer<typeof violationReportPage>;

const call = callsOf('reports');

export const getViolationReportPage = call.get('getViolationReportPage', {
  path: '/api/v1/dashboard/{entity}/reports/violations',
  summary:
    "One keyset page of violation report rows: the organisation's citations issued in [start, end], at `location` (a location name) if given; `paidSort` paid: paid ones first, unpaid: unpaid first; each part newest first. Pass nextCursor as cursor for the next page.",
  params: entityParams,
  query: z
    .object({
      start: isoDate,
      end: isoDate,
      location: plainText({ label: 'Location', max: 200 }).optional(),
      paidSort: z.enum(['paid', 'unpaid']).optional(),
      cursor: tokenText('Cursor').optional(),
      limit: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(REPORT_PAGE_DEFAULT),
    })
    .refine((q) => Date.parse(q.start) <= Date.parse(q.end), {
      message: 'The end date must not be before the start date.',
    }),
  response: violationReportPage,
  errors: { 400: 'Bad window or cursor.', 403: 'Not a member of the organisation.' },
});

export const getSharedViolationReportPage = call.get('getSharedViolationReportPage', {
  path: '/api/v1/reports/shared/{share}/violations',
  summary:
    'Public (Authorization: Bearer <share secret>): one keyset page of the shared violation report’s rows (its window, location and paid sort), as the report was when shared.',
  auth: false,
  params: shareParams,
  query: z.object({
    cursor: tokenText('Cursor').optional(),
    limit: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(REPORT_PAGE_DEFAULT),
  }),
  response: violationReportPage,
  errors: shareErrors,
});
