import 'server-only';
import {
  createReportLog,
  getRetentionHorizons,
  listSimpleLists,
  type ReportParams,
} from '@/lib/contract';
import {
  UNKNOWN_LIST_MESSAGE,
  type ReportRow,
  type ReportRowsResponse,
} from '@/lib/contract/reports/bff';
import type { LookupReasonInput } from '@/lib/contract/privacy';
import { messages } from '@/lib/messages';
import { reportDescription, safeTimeZone } from '@/lib/rules/reports/report-columns';
import { displayedRows, REPORT_FULL_DISPLAY_MAX } from '@/lib/rules/reports/report-rows';
import { reportPurgedNotice, reportRetentionKind } from '@/lib/rules/privacy/retention';
import { firstRows } from '@/server/reports/report-pages';
import { reportError, streamReport } from '@/server/reports/report-response';
import { tableReportSource, type ReportSource } from '@/server/reports/report-sources';
import { dashboardOrigin } from '@/server/reports/share-url';
import type { OrgCaller } from '../../context';
import { BffError } from '../../errors';

/** Reports of the session organisation: their source, their list's name, their rows and files. */

export function sourceOf(params: ReportParams) {
  const source = tableReportSource(params.reportType);
  if (!source) throw new BffError(400, 'REPORT_TYPE_UNAVAILABLE', messages.reportFailed);
  return source;
}

/**
 * The parameters with the list named by the organisation's own list of that id (the simple
 * lists call for the session's organisation), never by the name the browser sent: the name
 * goes into the report log, the PDF and what a share shows. An id that is not one of the
 * organisation's lists is refused.
 */
export async function withListName(caller: OrgCaller, params: ReportParams): Promise<ReportParams> {
  if (!params.listUUID) return { ...params, listName: null };
  const { lists } = await caller.call(listSimpleLists, { params: { entity: caller.entity } });
  const list = lists.find((l) => l.uuid.toLowerCase() === params.listUUID?.toLowerCase());
  if (!list) throw new BffError(400, 'UNKNOWN_LIST', UNKNOWN_LIST_MESSAGE);
  return { ...params, listUUID: list.uuid, listName: list.name };
}

/**
 * The line a report prints when its period reaches before what the organisation's retention
 * policy removed (issue 30 item 1); null when nothing of its kind was purged in its period.
 */
export async function purgedNoticeOf(caller: OrgCaller, params: ReportParams) {
  if (!reportRetentionKind(params.reportType)) return null;
  const { purgedBefore } = await caller
    .call(getRetentionHorizons, { params: { entity: caller.entity } })
    .catch(reportError);
  return reportPurgedNotice(params.reportType, params.startDate, purgedBefore);
}

/** The rows of the table: up to 4,000, or the first 1,000 when more came back. */
export async function tableRows<R extends ReportRow>(
  caller: OrgCaller,
  source: ReportSource<R>,
  params: ReportParams,
  why?: LookupReasonInput,
): Promise<ReportRowsResponse<R>> {
  const [rows, purgedNotice] = await Promise.all([
    firstRows(source.pages(memberAccess(caller, why), params), REPORT_FULL_DISPLAY_MAX + 1).catch(
      reportError,
    ),
    purgedNoticeOf(caller, params),
  ]);
  const shown = displayedRows(rows);
  const links = { origin: '' };
  return {
    rows: shown.rows.map((r) => source.present(r, links)),
    truncated: shown.truncated,
    purgedNotice,
  };
}

/** A report's CSV or PDF, streamed; `requestUrl` is the BFF request's (the links' origin). */
export interface ReportDownload {
  kind: 'csv' | 'pdf';
  params: ReportParams;
  fileBase: string;
  requestUrl: string;
  tz?: string | null;
  /** A plate report's look-up reason (issue 30 item 2). */
  why?: LookupReasonInput;
}

/** Rows read as the session's member, from the client's address (a plate's look-up record). */
const memberAccess = (caller: OrgCaller, why?: LookupReasonInput) =>
  ({
    kind: 'member',
    token: caller.token,
    entity: caller.entity,
    clientIp: caller.clientIp,
    why,
  }) as const;

export async function download(
  caller: OrgCaller,
  { kind, params, fileBase, requestUrl, tz, why }: ReportDownload,
) {
  const { entity } = caller;
  const source = sourceOf(params);
  // Reports whose PDF the spec logs apart (violations: WEB_PDF_CITATIONS) record the download,
  // once it is accepted (a PDF over the row cap is refused and not logged).
  const pdfLogType = source.definition.pdfLogType;
  const logPdf =
    kind === 'pdf' && pdfLogType && params.startDate && params.endDate
      ? async () => {
          await caller
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
  const notice = await purgedNoticeOf(caller, params);
  return streamReport(kind, {
    source,
    notice,
    fetchPage: source.pages(memberAccess(caller, why), params),
    params,
    format: { timeZone: safeTimeZone(tz) },
    links: { origin: dashboardOrigin(new URL(requestUrl).origin) },
    organisationName: caller.org.name,
    fileBase,
    onAccepted: logPdf,
  });
}
