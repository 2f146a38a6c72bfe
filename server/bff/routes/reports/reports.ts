import 'server-only';
import { z } from 'zod';
import {
  createReportLog,
  createReportShare,
  listReportLogs,
  listSimpleLists,
  REPORT_LOG_PAGE_SIZE,
  reportLogEntry,
  reportShare,
  revokeReportShare,
} from '@/lib/contract';
import {
  logReportBody,
  paramsOfQuery,
  reportListsResponse,
  reportLogQuery,
  reportLogResponse,
  reportQuery,
  reportRowsResponse,
  shareLinkResponse,
  shareReportBody,
} from '@/lib/contract/reports/bff';
import { reportsBffRoutes as routes } from '@/lib/contract/reports/bff-routes';
import { messages } from '@/lib/messages';
import { reportDescription, reportFileBase } from '@/lib/rules/reports/report-columns';
import { sealShareToken } from '@/server/auth/share-token';
import { sharedReportPath, shareLinkBase } from '@/server/reports/share-url';
import { endpoint } from '../../endpoint';
import { BffError } from '../../errors';
import { download, sourceOf, tableRows, withListName } from './org-reports';
import { plateReportEndpoints } from './plate-reports';

/**
 * /api/reports: the report log, the create-report dialog's lists, a generated report's rows
 * (spec 1 §9: 4,000/1,000), its CSV and PDF (streamed), plate histories, share links. The
 * organisation is always the session's.
 */

/** A report's filter names something the organisation does not have (a meters report's meter). */
const REPORT_SOURCE_ERRORS = { 404: "The report's meter is not one of the organisation's." };

/** The report's CSV or PDF download, of the report the query names. */
const exportEndpoint = (
  route: typeof routes.exportCsv | typeof routes.exportPdf,
  kind: 'csv' | 'pdf',
) =>
  endpoint(route, {
    summary: `The report as a ${kind.toUpperCase()} download.`,
    query: reportQuery,
    errors: REPORT_SOURCE_ERRORS,
    handler: async ({ caller, query, c }) => {
      const params = await withListName(caller, paramsOfQuery(query));
      const fileBase = reportFileBase(params.reportType, params.rawStartDate, params.rawEndDate);
      return download(caller, { kind, params, fileBase, requestUrl: c.req.url, tz: query.tz });
    },
  });

export const reportEndpoints = [
  endpoint(routes.reportLog, {
    summary: 'Page n of the report log (50 per page), newest first.',
    query: reportLogQuery,
    response: reportLogResponse,
    handler: async ({ caller, query: { page } }) => {
      const result = await caller.call(listReportLogs, {
        params: { entity: caller.entity },
        query: { page },
      });
      return { ...result, page, pageSize: REPORT_LOG_PAGE_SIZE };
    },
  }),

  /** Records a generated report (the dialog's Search) with its type's log type. */
  endpoint(routes.logReport, {
    summary: 'Records a generated report.',
    body: logReportBody,
    response: reportLogEntry,
    handler: async ({ caller, body }) => {
      const source = sourceOf(body.params);
      const { startDate, endDate } = body.params;
      if (!startDate || !endDate) {
        throw new BffError(400, 'BAD_REQUEST', messages.reportDatesInvalid);
      }
      const params = await withListName(caller, body.params);
      return caller.call(createReportLog, {
        body: {
          description: reportDescription(params),
          startDate,
          endDate,
          type: source.definition.logType,
          entityUUID: caller.entity,
          listUUID: params.listUUID,
          plate: null,
          params,
        },
      });
    },
  }),

  /** Lists of the dialog's list filter. */
  endpoint(routes.reportLists, {
    summary: "Lists of the report dialog's list filter.",
    response: reportListsResponse,
    handler: async ({ caller }) => {
      const { lists } = await caller.call(listSimpleLists, { params: { entity: caller.entity } });
      return { lists };
    },
  }),

  /** A generated report's rows, the list named as the organisation names it. */
  endpoint(routes.reportRows, {
    summary: "The report's rows (at most 1,000 shown).",
    query: reportQuery,
    response: reportRowsResponse,
    errors: REPORT_SOURCE_ERRORS,
    handler: async ({ caller, query }) => {
      const params = await withListName(caller, paramsOfQuery(query));
      const rows = await tableRows(caller, sourceOf(params), params);
      return { ...rows, listName: params.listName };
    },
  }),

  exportEndpoint(routes.exportCsv, 'csv'),
  exportEndpoint(routes.exportPdf, 'pdf'),

  ...plateReportEndpoints,

  /**
   * A share link for outside parties: the provider keeps the share (and logs it as REPORT_LINK or
   * REPORT_PLATE_LINK) and answers its secret once; the link seals share, secret and expiry.
   */
  endpoint(routes.shareReport, {
    summary: 'A share link for outside parties.',
    body: shareReportBody,
    response: shareLinkResponse,
    errors: { 409: 'No customer portal is configured for share links.' },
    handler: async ({ caller, body, c }) => {
      sourceOf(body.params);
      if (!body.params.plate && !(body.params.startDate && body.params.endDate)) {
        throw new BffError(400, 'BAD_REQUEST', messages.reportDatesInvalid);
      }
      const params = await withListName(caller, body.params);
      const created = await caller.call(createReportShare, {
        body: {
          entityUUID: caller.entity,
          description: reportDescription(params),
          params,
          expiresInDays: body.expiresInDays,
        },
      });
      const sealed = await sealShareToken({
        share: created.share.uuid,
        secret: created.secret,
        expiresAt: Date.parse(created.share.expiresAt),
      });
      const base = shareLinkBase(created.portalSubdomain, new URL(c.req.url).origin);
      return { url: base + sharedReportPath(sealed), share: created.share };
    },
  }),

  endpoint(routes.revokeShare, {
    summary: 'Revokes a share link.',
    params: z.object({ uuid: z.uuid({ message: messages.shareNotFound }) }),
    response: reportShare,
    errors: { 404: 'No such share.' },
    handler: ({ caller, params: { uuid } }) =>
      caller.call(revokeReportShare, { params: { uuid }, query: { entityUUID: caller.entity } }),
  }),
];
