import 'server-only';
import {
  getScanReportPage,
  getSharedScanReportPage,
  REPORT_PAGE_MAX,
  type ReportParams,
  type ReportType,
  type ScanReportRow,
} from '@/lib/contract';
import {
  scanReport,
  type ReportDefinition,
  type ViolationReportRow,
} from '@/lib/rules/reports/report-columns';
import { callProvider } from '@/server/provider-client';
import type { FetchPage } from './report-pages';

/**
 * Where each report type's rows come from, in one place: the definition (columns, lib) and the
 * provider calls that page its rows for a signed-in user and for a share link. Permits,
 * violations and meters add theirs when their areas exist.
 */

/** How the rows are read: as a member (provider JWT) or through a share (its secret). */
export type RowAccess =
  | { kind: 'member'; token: string; entity: string }
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
        params: { entity: access.entity },
        query: {
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

/**
 * The row type of each report type: a source is typed by its own report's rows, so violations,
 * permits and meters register sources of their rows, not scan rows.
 */
export interface ReportRowTypes {
  scans: ScanReportRow;
  violations: ViolationReportRow;
}

/** The registered sources; a type whose area does not exist yet has none. */
const sources: { [T in keyof ReportRowTypes]?: ReportSource<ReportRowTypes[T]> } = {
  scans: scanSource,
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
