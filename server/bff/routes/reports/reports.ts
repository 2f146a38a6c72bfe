import 'server-only';
import { reportsBffRoutes } from '@/lib/contract/reports/bff-routes';
import { bffRouter, on } from '../../route';
import { z } from 'zod';
import {
  createReportLog,
  createReportShare,
  listReportLogs,
  listSimpleLists,
  REPORT_LOG_PAGE_SIZE,
  revokeReportShare,
  type ReportParams,
  plainText,
  TEXT_MAX,
} from '@/lib/contract';
import {
  logReportBody,
  paramsOfQuery,
  reportQuery,
  shareReportBody,
  type ReportListsResponse,
  type ReportLogResponse,
  type ShareLinkResponse,
  reportLogQuery,
} from '@/lib/contract/reports/bff';
import { plateText } from '@/lib/contract/lpr/bff';
import { messages } from '@/lib/messages';
import {
  plateFileBase,
  reportDescription,
  reportFileBase,
  safeTimeZone,
} from '@/lib/rules/reports/report-columns';
import { sealShareToken } from '@/server/auth/share-token';
import { reportError, streamReport } from '@/server/reports/report-response';
import { dashboardOrigin, sharedReportPath, shareLinkBase } from '@/server/reports/share-url';
import { type BffContext, type OrgCaller, parseBody, parseParams } from '../../context';
import { BffError } from '../../errors';
import { requireOrg, requireSession } from '../../guards';
import { parseQuery } from '../../parse-query';
import {
  loadPlateReport,
  loadReportRows,
  plateParams,
  sourceOf,
  withListName,
} from '../../views/reports';

/**
 * /api/reports: the report log, the create-report dialog's lists, a generated report's rows
 * (spec 1 §9: 4,000/1,000), its CSV and PDF (streamed), plate histories, share links. The
 * organisation is always the session's.
 */
export const reportsRoutes = bffRouter('/api/reports');
reportsRoutes.use('*', requireSession, requireOrg);

const plateParam = z.object({ plate: plateText });
const shareParam = z.object({ uuid: z.uuid({ message: messages.shareNotFound }) });
const tzQuery = z.object({
  tz: plainText({ label: 'Time zone', max: TEXT_MAX.timezone }).optional(),
});

async function download(
  c: BffContext,
  kind: 'csv' | 'pdf',
  params: ReportParams,
  fileBase: string,
  tz?: string | null,
) {
  const p = c.var.caller;
  const { entity } = p;
  const source = sourceOf(params);
  // Reports whose PDF the spec logs apart (violations: WEB_PDF_CITATIONS) record the download,
  // once it is accepted (a PDF over the row cap is refused and not logged).
  const pdfLogType = source.definition.pdfLogType;
  const logPdf =
    kind === 'pdf' && pdfLogType && params.startDate && params.endDate
      ? async () => {
          await p
            .call(createReportLog, {
              body: {
                description: reportDescription(params),
                startDate: params.startDate!,
                endDate: params.endDate!,
                type: pdfLogType,
                entityUUID: entity,
                listUUID: params.listUUID,
                plate: null,
                params,
              },
            })
            .catch(reportError);
        }
      : undefined;
  return streamReport(kind, {
    source,
    fetchPage: source.pages({ kind: 'member', token: p.token, entity }, params),
    params,
    format: { timeZone: safeTimeZone(tz) },
    links: { origin: dashboardOrigin(new URL(c.req.url).origin) },
    organisationName: c.get('org').name,
    fileBase,
    onAccepted: logPdf,
  });
}

export { reportLogQuery };

export async function loadReportLog(p: OrgCaller, page: number): Promise<ReportLogResponse> {
  const result = await p.call(listReportLogs, { params: { entity: p.entity }, query: { page } });
  return { ...result, page, pageSize: REPORT_LOG_PAGE_SIZE };
}

on(reportsRoutes, reportsBffRoutes.reportLog, async (c) =>
  c.json(await loadReportLog(c.var.caller, parseQuery(c, reportLogQuery).page)),
);

/** Records a generated report (the dialog's Search) with its type's log type. */
on(reportsRoutes, reportsBffRoutes.logReport, async (c) => {
  const p = c.var.caller;
  const { entity } = p;
  const body = await parseBody(c, logReportBody);
  const source = sourceOf(body.params);
  if (!body.params.startDate || !body.params.endDate) {
    throw new BffError(400, 'BAD_REQUEST', messages.reportDatesInvalid);
  }
  const params = await withListName(p, body.params);
  const entry = await p.call(createReportLog, {
    body: {
      description: reportDescription(params),
      startDate: body.params.startDate,
      endDate: body.params.endDate,
      type: source.definition.logType,
      entityUUID: entity,
      listUUID: params.listUUID,
      plate: null,
      params,
    },
  });
  return c.json(entry);
});

/** Lists of the dialog's list filter. */
on(reportsRoutes, reportsBffRoutes.reportLists, async (c) => {
  const p = c.var.caller;
  const { entity } = p;
  const { lists } = await p.call(listSimpleLists, { params: { entity } });
  return c.json<ReportListsResponse>({ lists });
});

on(reportsRoutes, reportsBffRoutes.reportRows, async (c) => {
  const query = parseQuery(c, reportQuery);
  return c.json(await loadReportRows(c.var.caller, query));
});

on(reportsRoutes, reportsBffRoutes.exportCsv, async (c) => {
  const query = parseQuery(c, reportQuery);
  const params = await withListName(c.var.caller, paramsOfQuery(query));
  return download(
    c,
    'csv',
    params,
    reportFileBase(params.reportType, params.rawStartDate, params.rawEndDate),
    query.tz,
  );
});

on(reportsRoutes, reportsBffRoutes.exportPdf, async (c) => {
  const query = parseQuery(c, reportQuery);
  const params = await withListName(c.var.caller, paramsOfQuery(query));
  return download(
    c,
    'pdf',
    params,
    reportFileBase(params.reportType, params.rawStartDate, params.rawEndDate),
    query.tz,
  );
});

/** Scan history of one plate (the table's rows). */
on(reportsRoutes, reportsBffRoutes.plateReport, async (c) => {
  const { plate } = parseParams(c, plateParam);
  return c.json(await loadPlateReport(c.var.caller, plate));
});

/** The plate history as a PDF named after the plate (spec 1 §2). */
on(reportsRoutes, reportsBffRoutes.plateReportPdf, (c) => {
  const { plate } = parseParams(c, plateParam);
  const { tz } = parseQuery(c, tzQuery);
  return download(c, 'pdf', plateParams(plate), plateFileBase(plate), tz);
});

on(reportsRoutes, reportsBffRoutes.plateReportCsv, (c) => {
  const { plate } = parseParams(c, plateParam);
  return download(c, 'csv', plateParams(plate), plateFileBase(plate));
});

/**
 * A share link for outside parties: the provider keeps the share (and logs it as REPORT_LINK or
 * REPORT_PLATE_LINK) and answers its secret once; the link seals share, secret and expiry.
 */
on(reportsRoutes, reportsBffRoutes.shareReport, async (c) => {
  const p = c.var.caller;
  const { entity } = p;
  const body = await parseBody(c, shareReportBody);
  sourceOf(body.params);
  if (!body.params.plate && !(body.params.startDate && body.params.endDate)) {
    throw new BffError(400, 'BAD_REQUEST', messages.reportDatesInvalid);
  }
  const params = await withListName(c.var.caller, body.params);
  const { expiresInDays } = body;
  const created = await p.call(createReportShare, {
    body: { entityUUID: entity, description: reportDescription(params), params, expiresInDays },
  });
  const sealed = await sealShareToken({
    share: created.share.uuid,
    secret: created.secret,
    expiresAt: Date.parse(created.share.expiresAt),
  });
  const base = shareLinkBase(created.portalSubdomain, new URL(c.req.url).origin);
  return c.json<ShareLinkResponse>({ url: base + sharedReportPath(sealed), share: created.share });
});

on(reportsRoutes, reportsBffRoutes.revokeShare, async (c) => {
  const p = c.var.caller;
  const { entity } = p;
  const { uuid } = parseParams(c, shareParam);
  const share = await p.call(revokeReportShare, {
    params: { uuid },
    query: { entityUUID: entity },
  });
  return c.json(share);
});
