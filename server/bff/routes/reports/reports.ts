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
} from '@/lib/contract';
import {
  logReportBody,
  paramsOfQuery,
  reportQuery,
  shareReportBody,
  type ReportListsResponse,
  type ReportLogResponse,
  type ReportRowsResponse,
  type ShareLinkResponse,
  UNKNOWN_LIST_MESSAGE,
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
import { displayedRows, REPORT_FULL_DISPLAY_MAX } from '@/lib/rules/reports/report-rows';
import { sealShareToken } from '@/server/auth/share-token';
import { callProvider } from '@/server/provider-client';
import { firstRows } from '@/server/reports/report-pages';
import { reportError, streamReport } from '@/server/reports/report-response';
import { scanReportSource } from '@/server/reports/report-sources';
import { dashboardOrigin, sharedReportPath, shareLinkBase } from '@/server/reports/share-url';
import { type BffContext, parseBody, parseParams } from '../../context';
import { BffError } from '../../errors';
import { requireOrg, requireSession } from '../../guards';
import { parseQuery } from '../../parse-query';

/**
 * /api/reports: the report log, the create-report dialog's lists, a generated report's rows
 * (spec 1 §9: 4,000/1,000), its CSV and PDF (streamed), plate histories, share links. The
 * organisation is always the session's.
 */
export const reportsRoutes = bffRouter('/api/reports');
reportsRoutes.use('*', requireSession, requireOrg);

const plateParam = z.object({ plate: plateText });
const shareParam = z.object({ uuid: z.uuid({ message: messages.shareNotFound }) });
const tzQuery = z.object({ tz: z.string().max(64).optional() });

function who(c: BffContext) {
  return { token: c.get('session').providerJwt, entity: c.get('org').uuid };
}

function sourceOf(params: ReportParams) {
  const source = scanReportSource(params.reportType);
  if (!source) throw new BffError(400, 'REPORT_TYPE_UNAVAILABLE', messages.reportFailed);
  return source;
}

/**
 * The parameters with the list named by the organisation's own list of that id (the simple
 * lists call for the session's organisation), never by the name the browser sent: the name
 * goes into the report log, the PDF and what a share shows. An id that is not one of the
 * organisation's lists is refused.
 */
async function withListName(c: BffContext, params: ReportParams): Promise<ReportParams> {
  if (!params.listUUID) return { ...params, listName: null };
  const { token, entity } = who(c);
  const { lists } = await callProvider(listSimpleLists, { token, params: { entity } });
  const list = lists.find((l) => l.uuid.toLowerCase() === params.listUUID?.toLowerCase());
  if (!list) throw new BffError(400, 'UNKNOWN_LIST', UNKNOWN_LIST_MESSAGE);
  return { ...params, listUUID: list.uuid, listName: list.name };
}

function plateParams(plate: string): ReportParams {
  return {
    reportType: 'scans',
    startDate: null,
    endDate: null,
    rawStartDate: null,
    rawEndDate: null,
    listUUID: null,
    listName: null,
    paidSort: null,
    plate,
  };
}

/** The rows of the table: up to 4,000, or the first 1,000 when more came back. */
async function tableRows(c: BffContext, params: ReportParams): Promise<ReportRowsResponse> {
  const { token, entity } = who(c);
  const source = sourceOf(params);
  const rows = await firstRows(
    source.pages({ kind: 'member', token, entity }, params),
    REPORT_FULL_DISPLAY_MAX + 1,
  ).catch(reportError);
  const shown = displayedRows(rows);
  const links = { origin: '' };
  return { rows: shown.rows.map((r) => source.present(r, links)), truncated: shown.truncated };
}

async function download(
  c: BffContext,
  kind: 'csv' | 'pdf',
  params: ReportParams,
  fileBase: string,
  tz?: string | null,
) {
  const { token, entity } = who(c);
  const source = sourceOf(params);
  // Reports whose PDF the spec logs apart (violations: WEB_PDF_CITATIONS) record the download.
  const pdfLogType = source.definition.pdfLogType;
  if (kind === 'pdf' && pdfLogType && params.startDate && params.endDate) {
    await callProvider(createReportLog, {
      token,
      body: {
        description: reportDescription(params),
        startDate: params.startDate,
        endDate: params.endDate,
        type: pdfLogType,
        entityUUID: entity,
        listUUID: params.listUUID,
        plate: null,
        params,
      },
    }).catch(reportError);
  }
  return streamReport(kind, {
    source,
    fetchPage: source.pages({ kind: 'member', token, entity }, params),
    params,
    format: { timeZone: safeTimeZone(tz) },
    links: { origin: dashboardOrigin(new URL(c.req.url).origin) },
    organisationName: c.get('org').name,
    fileBase,
  });
}

export { reportLogQuery };

export async function loadReportLog(
  { token, entity }: { token: string; entity: string },
  page: number,
): Promise<ReportLogResponse> {
  const result = await callProvider(listReportLogs, { token, params: { entity }, query: { page } });
  return { ...result, page, pageSize: REPORT_LOG_PAGE_SIZE };
}

on(reportsRoutes, reportsBffRoutes.reportLog, async (c) =>
  c.json(await loadReportLog(who(c), parseQuery(c, reportLogQuery).page)),
);

/** Records a generated report (the dialog's Search) with its type's log type. */
on(reportsRoutes, reportsBffRoutes.logReport, async (c) => {
  const { token, entity } = who(c);
  const body = await parseBody(c, logReportBody);
  const source = sourceOf(body.params);
  if (!body.params.startDate || !body.params.endDate) {
    throw new BffError(400, 'BAD_REQUEST', messages.reportDatesInvalid);
  }
  const params = await withListName(c, body.params);
  const entry = await callProvider(createReportLog, {
    token,
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
  const { token, entity } = who(c);
  const { lists } = await callProvider(listSimpleLists, { token, params: { entity } });
  return c.json<ReportListsResponse>({ lists });
});

on(reportsRoutes, reportsBffRoutes.reportRows, async (c) => {
  const query = parseQuery(c, reportQuery);
  const params = await withListName(c, paramsOfQuery(query));
  return c.json<ReportRowsResponse>({ ...(await tableRows(c, params)), listName: params.listName });
});

on(reportsRoutes, reportsBffRoutes.exportCsv, async (c) => {
  const query = parseQuery(c, reportQuery);
  const params = await withListName(c, paramsOfQuery(query));
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
  const params = await withListName(c, paramsOfQuery(query));
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
  return c.json<ReportRowsResponse>(await tableRows(c, plateParams(plate)));
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
  const { token, entity } = who(c);
  const body = await parseBody(c, shareReportBody);
  sourceOf(body.params);
  if (!body.params.plate && !(body.params.startDate && body.params.endDate)) {
    throw new BffError(400, 'BAD_REQUEST', messages.reportDatesInvalid);
  }
  const params = await withListName(c, body.params);
  const { expiresInDays } = body;
  const created = await callProvider(createReportShare, {
    token,
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
  const { token, entity } = who(c);
  const { uuid } = parseParams(c, shareParam);
  const share = await callProvider(revokeReportShare, {
    token,
    params: { uuid },
    query: { entityUUID: entity },
  });
  return c.json(share);
});
