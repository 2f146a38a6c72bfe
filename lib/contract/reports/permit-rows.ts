import { z } from 'zod';
import { callsOf, entityParams, isoDate } from '../define-call';
import { tokenText } from '../text';
import { REPORT_PAGE_DEFAULT, REPORT_PAGE_MAX } from './rows';
import { shareParams, shareErrors } from './shares';

/**
 * Permit report row (spec 1 §6–§7 report data "permits", spec 2 §3 issued permit): the
 * organisation's permits issued (created) in the window, newest first. Money in cents.
 */
export const permitReportRow = z.object({
  uuid: z.string(),
  customerPermitId: z.string(),
  permitName: z.string(),
  /** The stored status (spec 2 §9: paid, incomplete, waiting, expired, rejected, canceled). */
  paidStatus: z.string(),
  /** The status as the issued list shows it at report time (spec 2 §4). */
  status: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  paidTotal: z.number().int(),
  holderName: z.string(),
  holderEmail: z.string(),
  plate: z.string(),
  state: z.string(),
  /** 'COLOR MAKE MODEL' of the primary vehicle. */
  vehicle: z.string(),
  createdOn: isoDate,
  issuedOn: isoDate.nullable(),
  expiresAt: isoDate.nullable(),
  issuedBy: z.string(),
});

export type PermitReportRow = z.infer<typeof permitReportRow>;

export const permitReportPage = z.object({
  rows: z.array(permitReportRow),
  /** Opaque keyset cursor of the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export type PermitReportPage = z.infer<typeof permitReportPage>;

const pageQuery = {
  cursor: tokenText('Cursor').optional(),
  limit: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(REPORT_PAGE_DEFAULT),
};

const call = callsOf('reports');

export const getPermitReportPage = call.get('getPermitReportPage', {
  path: '/api/v1/dashboard/{entity}/reports/permits',
  summary:
    "One keyset page of permit report rows, newest first: the organisation's permits issued in [start, end]. Pass nextCursor as cursor for the next page.",
  params: entityParams,
  query: z
    .object({ start: isoDate, end: isoDate, ...pageQuery })
    .refine((q) => Date.parse(q.start) <= Date.parse(q.end), {
      message: 'The end date must not be before the start date.',
    }),
  response: permitReportPage,
  errors: { 400: 'Bad window or cursor.', 403: 'Not a member of the organisation.' },
});

export const getSharedPermitReportPage = call.get('getSharedPermitReportPage', {
  path: '/api/v1/reports/shared/{share}/permits',
  summary:
    'Public (Authorization: Bearer <share secret>): one keyset page of the shared permit report’s rows, newest first.',
  auth: false,
  params: shareParams,
  query: z.object(pageQuery),
  response: permitReportPage,
  errors: shareErrors,
});
