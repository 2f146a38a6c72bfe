import 'server-only';
import { listSimpleLists, type ReportParams } from '@/lib/contract';
import {
  paramsOfQuery,
  UNKNOWN_LIST_MESSAGE,
  type ReportQuery,
  type ReportRow,
  type ReportRowsResponse,
} from '@/lib/contract/reports/bff';
import { messages } from '@/lib/messages';
import { displayedRows, REPORT_FULL_DISPLAY_MAX } from '@/lib/rules/reports/report-rows';
import { firstRows } from '@/server/reports/report-pages';
import { reportError } from '@/server/reports/report-response';
import {
  scanReportSource,
  tableReportSource,
  type ReportSource,
} from '@/server/reports/report-sources';
import type { OrgCaller } from '../context';
import { BffError } from '../errors';

/** The loaders of the report screens (generated report, plate history): their BFF routes and pages call them. */

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

export function plateParams(plate: string): ReportParams {
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
async function tableRows<R extends ReportRow>(
  caller: OrgCaller,
  source: ReportSource<R>,
  params: ReportParams,
): Promise<ReportRowsResponse<R>> {
  const rows = await firstRows(
    source.pages({ kind: 'member', token: caller.token, entity: caller.entity }, params),
    REPORT_FULL_DISPLAY_MAX + 1,
  ).catch(reportError);
  const shown = displayedRows(rows);
  const links = { origin: '' };
  return { rows: shown.rows.map((r) => source.present(r, links)), truncated: shown.truncated };
}

/** A generated report's rows (GET /api/reports/rows), the list named as the organisation names it. */
export async function loadReportRows(
  caller: OrgCaller,
  query: ReportQuery,
): Promise<ReportRowsResponse<ReportRow>> {
  const params = await withListName(caller, paramsOfQuery(query));
  return { ...(await tableRows(caller, sourceOf(params), params)), listName: params.listName };
}

/** The scan history of one plate (GET /api/reports/plate/:plate). */
export function loadPlateReport(caller: OrgCaller, plate: string): Promise<ReportRowsResponse> {
  const source = scanReportSource('scans');
  if (!source) throw new BffError(400, 'REPORT_TYPE_UNAVAILABLE', messages.reportFailed);
  return tableRows(caller, source, plateParams(plate));
}
