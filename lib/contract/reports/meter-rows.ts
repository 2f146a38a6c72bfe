import { z } from 'zod';
import { callsOf, entityParams, isoDate } from '../define-call';
import { tokenText } from '../text';
import { REPORT_PAGE_DEFAULT, REPORT_PAGE_MAX } from './rows';
import { shareParams, shareErrors } from './shares';

/**
 * Meter report row (spec 1 §6–§7 report data "meters", spec 3 §3 parking session): the
 * organisation's paid parking sessions that started in the window, of one meter or all, newest
 * first. Money in cents.
 */
export const meterReportRow = z.object({
  uuid: z.string(),
  publicId: z.string(),
  zoneId: z.string(),
  meterName: z.string(),
  plate: z.string(),
  currency: z.string(),
  totalAmount: z.number().int(),
  totalFees: z.number().int(),
  netAmount: z.number().int(),
  /** Valid or Expired at report time (spec 3 §4). */
  status: z.string(),
  startTime: isoDate,
  endTime: isoDate,
  email: z.string(),
});

export type MeterReportRow = z.infer<typeof meterReportRow>;

export const meterReportPage = z.object({
  rows: z.array(meterReportRow),
  /** Opaque keyset cursor of the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export type MeterReportPage = z.infer<typeof meterReportPage>;

const pageQuery = {
  cursor: tokenText('Cursor').optional(),
  limit: z.coerce.number().int().min(1).max(REPORT_PAGE_MAX).default(REPORT_PAGE_DEFAULT),
};

const call = callsOf('reports');

export const getMeterReportPage = call.get('getMeterReportPage', {
  path: '/api/v1/dashboard/{entity}/reports/meters',
  summary:
    "One keyset page of meter report rows, newest first: the organisation's parking sessions started in [start, end], of `meter` or all. Pass nextCursor as cursor for the next page.",
  params: entityParams,
  query: z
    .object({ start: isoDate, end: isoDate, meter: z.uuid().optional(), ...pageQuery })
    .refine((q) => Date.parse(q.start) <= Date.parse(q.end), {
      message: 'The end date must not be before the start date.',
    }),
  response: meterReportPage,
  errors: {
    400: 'Bad window or cursor.',
    403: 'Not a member of the organisation.',
    404: 'No such meter.',
  },
});

export const getSharedMeterReportPage = call.get('getSharedMeterReportPage', {
  path: '/api/v1/reports/shared/{share}/meters',
  summary:
    'Public (Authorization: Bearer <share secret>): one keyset page of the shared meter report’s rows, newest first.',
  auth: false,
  params: shareParams,
  query: z.object(pageQuery),
  response: meterReportPage,
  errors: shareErrors,
});
