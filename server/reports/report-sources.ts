import 'server-only';
import {
  getMeterReportPage,
  getPermitReportPage,
  getScanReportPage,
  getSharedMeterReportPage,
  getSharedPermitReportPage,
  getSharedScanReportPage,
  getSharedViolationReportPage,
  getViolationReportPage,
  type MeterReportRow,
  type PermitReportRow,
  REPORT_PAGE_MAX,
  type ReportParams,
  type ReportType,
  type ScanReportRow,
} from '@/lib/contract';
import { meterReport } from '@/lib/rules/reports/types/meters';
import { permitReport } from '@/lib/rules/reports/types/permits';
import {
  scanReport,
  violationReport,
  type ReportDefinition,
  type ViolationReportRow,
} from '@/lib/rules/reports/report-columns';
import type { LookupReasonInput } from '@/lib/contract/privacy';
import type { ReportRow } from '@/lib/contract/reports/bff';
import { callProvider, ProviderError } from '@/server/provider-client';
import type { FetchPage } from './report-pages';

/**
 * Where each report type's rows come from, in one place: the definition (columns, lib) and the
 * provider calls that page its rows for a signed-in user and for a share link (every type).
 */

/** How the rows are read: as a member (provider JWT) or through a share (its secret). */
export type RowAccess =
  | {
      kind: 'member';
      token: string;
      entity: string;
      /** The client's address, for the provider's look-up record of a plate's report. */
      clientIp?: string;
      /** A plate report's look-up reason (issue 30 item 2). */
      why?: LookupReasonInput;
    }
  | { kind: 'share'; share: string; secret: string };

export interface ReportSource<R> {
  definition: ReportDefinition<R>;
  pages: (access: RowAccess, params: ReportParams, pageSize?: number) => FetchPage<R>;
  /** Rewrites provider links in a row for its reader (image URLs). */
  present: (row: R, links: ReportLinks) => R;
}

/** origin: absolute links on the dashboard; null: a share's reader (no account, no images). */
export interface ReportLinks {
  origin: string | null;
}

/** The dashboard's own (signed-in) image route, absolute; none for a share's reader. */
function dashboardImage(
  uuid: string,
  kind: 'full' | 'plate',
  provided: string,
  links: ReportLinks,
): string {
  if (links.origin === null || !provided) return '';
  return `${links.origin}/api/scans/${uuid}/image/${kind}`;
}

const scanSource: ReportSource<ScanReportRow> = {
  definition: scanReport,
  pages:
    (access, params, pageSize = REPORT_PAGE_MAX) =>
    async (cursor, limit = pageSize) => {
      if (access.kind === 'share') {
        return callProvider(getSharedScanReportPage, {
          token: access.secret,
          params: { share: access.share },
          query: { cursor: cursor ?? undefined, limit },
        });
      }
      return callProvider(getScanReportPage, {
        token: access.token,
        clientIp: access.clientIp,
        params: { entity: access.entity },
        query: {
          ...access.why,
          start: params.startDate ?? undefined,
          end: params.endDate ?? undefined,
          list: params.listUUID ?? undefined,
          plate: params.plate ?? undefined,
          cursor: cursor ?? undefined,
          limit,
        },
      });
    },
  present: (row, links) => ({
    ...row,
    imgURL: dashboardImage(row.uuid, 'plate', row.imgURL, links),
    fullImageURL: dashboardImage(row.uuid, 'full', row.fullImageURL, links),
  }),
};

/** One keyset page of a report's rows, as the provider answers it. */
type RowPageOf<R> = { rows: R[]; nextCursor: string | null };

/**
 * The source of a report type read over a window (permits, violations, meters): a share reads
 * the shared page call (the share holds the parameters), a member the organisation's page call
 * with the window (both dates needed) and the type's own filters.
 */
function windowedSource<R>(spec: {
  definition: ReportDefinition<R>;
  /** The refusal text without a window ("A permit report needs a start and an end date."). */
  needsWindow: string;
  shared: (
    share: Extract<RowAccess, { kind: 'share' }>,
    page: { cursor?: string; limit: number },
  ) => Promise<RowPageOf<R>>;
  member: (
    member: Extract<RowAccess, { kind: 'member' }>,
    window: { start: string; end: string },
    params: ReportParams,
    page: { cursor?: string; limit: number },
  ) => Promise<RowPageOf<R>>;
}): ReportSource<R> {
  return {
    definition: spec.definition,
    pages:
      (access, params, pageSize = REPORT_PAGE_MAX) =>
      async (cursor, limit = pageSize) => {
        const page = { cursor: cursor ?? undefined, limit };
        if (access.kind === 'share') return spec.shared(access, page);
        if (!params.startDate || !params.endDate) {
          throw new ProviderError(400, 'BAD_REQUEST', spec.needsWindow);
        }
        return spec.member(access, { start: params.startDate, end: params.endDate }, params, page);
      },
    present: (row) => row,
  };
}

/** Permits: the organisation's permits issued in the window (no links to rewrite). */
const permitSource = windowedSource<PermitReportRow>({
  definition: permitReport,
  needsWindow: 'A permit report needs a start and an end date.',
  shared: (share, page) =>
    callProvider(getSharedPermitReportPage, {
      token: share.secret,
      params: { share: share.share },
      query: page,
    }),
  member: (member, window, _params, page) =>
    callProvider(getPermitReportPage, {
      token: member.token,
      params: { entity: member.entity },
      query: { ...window, ...page },
    }),
});

/** Meters: the organisation's parking sessions started in the window, of one meter or all. */
const meterSource = windowedSource<MeterReportRow>({
  definition: meterReport,
  needsWindow: 'A meter report needs a start and an end date.',
  shared: (share, page) =>
    callProvider(getSharedMeterReportPage, {
      token: share.secret,
      params: { share: share.share },
      query: page,
    }),
  member: (member, window, params, page) =>
    callProvider(getMeterReportPage, {
      token: member.token,
      params: { entity: member.entity },
      query: { ...window, meter: params.meterUUID ?? undefined, ...page },
    }),
});

/**
 * Violations: the organisation's citations issued in the window, at one location (by name) if
 * chosen, paid or unpaid first with the paid sort (spec 1 §7). A share's reader gets the shared
 * report's rows (its window, location and paid sort) as they were when shared.
 */
const violationSource = windowedSource<ViolationReportRow>({
  definition: violationReport,
  needsWindow: 'A violation report needs a start and an end date.',
  shared: (share, page) =>
    callProvider(getSharedViolationReportPage, {
      token: share.secret,
      params: { share: share.share },
      query: page,
    }),
  member: (member, window, params, page) =>
    callProvider(getViolationReportPage, {
      token: member.token,
      params: { entity: member.entity },
      query: {
        ...window,
        location: params.locationName ?? undefined,
        paidSort: params.paidSort ?? undefined,
        ...page,
      },
    }),
});

/**
 * The row type of each report type: a source is typed by its own report's rows, so violations,
 * permits and meters register sources of their rows, not scan rows.
 */
export interface ReportRowTypes {
  scans: ScanReportRow;
  permits: PermitReportRow;
  violations: ViolationReportRow;
  meters: MeterReportRow;
}

/** The registered sources; a type whose area does not exist yet has none. */
const sources: { [T in keyof ReportRowTypes]?: ReportSource<ReportRowTypes[T]> } = {
  scans: scanSource,
  permits: permitSource,
  violations: violationSource,
  meters: meterSource,
};

/** The source of a report type, or null while its area does not exist. */
export function reportSource<T extends keyof ReportRowTypes>(
  type: T,
): ReportSource<ReportRowTypes[T]> | null {
  return sources[type] ?? null;
}

/** The source of the scan report, the one the BFF's table and share responses carry. */
export function scanReportSource(type: ReportType): ReportSource<ScanReportRow> | null {
  return type === 'scans' ? reportSource(type) : null;
}

/**
 * The source of a report type the table, the downloads and shares carry (scans, permits), or
 * null while its area does not exist. Its rows are those of its own type: the answer says which
 * by the report type it was asked for.
 */
export function tableReportSource(type: ReportType): ReportSource<ReportRow> | null {
  if (type === 'scans') return asRowSource(reportSource('scans'));
  if (type === 'permits') return asRowSource(reportSource('permits'));
  if (type === 'violations') return asRowSource(reportSource('violations'));
  if (type === 'meters') return asRowSource(reportSource('meters'));
  return null;
}

/** A source of one type's rows read as a source of report rows (its rows stay its own type). */
function asRowSource<R extends ReportRow>(
  source: ReportSource<R> | null,
): ReportSource<ReportRow> | null {
  return source as ReportSource<ReportRow> | null;
}
