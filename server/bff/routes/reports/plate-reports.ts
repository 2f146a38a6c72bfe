import 'server-only';
import { z } from 'zod';
import { plateText } from '@/lib/contract/lpr/bff';
import { plateReportResponse, reportTzQuery } from '@/lib/contract/reports/bff';
import { reportsBffRoutes as routes } from '@/lib/contract/reports/bff-routes';
import { lookupReasonFields, lookupReasonQuery } from '@/lib/contract/privacy';
import { messages } from '@/lib/messages';
import { reasonFieldsOf } from '@/lib/rules/privacy/lookup-reason';
import { plateFileBase } from '@/lib/rules/reports/report-columns';
import { plateReportParams } from '@/lib/rules/reports/report-query';
import { scanReportSource } from '@/server/reports/report-sources';
import { endpoint } from '../../endpoint';
import { BffError } from '../../errors';
import { download, tableRows } from './org-reports';

/** /api/reports/plate/:plate: the scan history of one plate, as rows, a PDF and a CSV. */

const plateParam = z.object({ plate: plateText });

export const plateReportEndpoints = [
  /** Scan history of one plate (the table's rows). */
  endpoint(routes.plateReport, {
    summary: 'Scan history of one plate.',
    params: plateParam,
    query: lookupReasonQuery,
    response: plateReportResponse,
    handler: ({ caller, params: { plate }, query }) => {
      const source = scanReportSource('scans');
      if (!source) throw new BffError(400, 'REPORT_TYPE_UNAVAILABLE', messages.reportFailed);
      return tableRows(caller, source, plateReportParams(plate), reasonFieldsOf(query));
    },
  }),

  /** The plate history as a PDF named after the plate (spec 1 §2). */
  endpoint(routes.plateReportPdf, {
    summary: 'The plate history as a PDF.',
    params: plateParam,
    query: reportTzQuery.extend(lookupReasonFields),
    handler: ({ caller, params: { plate }, query: { tz, ...why }, c }) =>
      download(caller, {
        kind: 'pdf',
        why: reasonFieldsOf(why),
        params: plateReportParams(plate),
        fileBase: plateFileBase(plate),
        requestUrl: c.req.url,
        tz,
      }),
  }),

  endpoint(routes.plateReportCsv, {
    summary: 'The plate history as a CSV.',
    params: plateParam,
    query: lookupReasonQuery,
    handler: ({ caller, params: { plate }, query, c }) =>
      download(caller, {
        kind: 'csv',
        why: reasonFieldsOf(query),
        params: plateReportParams(plate),
        fileBase: plateFileBase(plate),
        requestUrl: c.req.url,
      }),
  }),
];
