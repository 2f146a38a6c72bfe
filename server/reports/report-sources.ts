import 'server-only';
import {
  getScanReportPage,
  getSharedScanReportPage,
  REPORT_PAGE_MAX,
  type ReportParams,
  type ReportType,
  type ScanReportRow,
} from '@/lib/contract';
import { scanReport, type ReportDefinition } from '@/lib/rules/report-columns';
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

const PROVIDER_IMAGE = /^\/api\/v1\/scans\/([^/]+)\/image\/(full|plate)$/;

function dashboardImage(url: string, links: ReportLinks): string {
  if (links.origin === null) return '';
  const match = PROVIDER_IMAGE.exec(url);
  return match ? `${links.origin}/api/scans/${match[1]}/image/${match[2]}` : '';
}

const scanSource: ReportSource<ScanReportRow> = {
  definition: scanReport,
  pages:
    (access, params, pageSize = REPORT_PAGE_MAX) =>
    async (cursor) => {
      if (access.kind === 'share') {
        return callProvider(getSharedScanReportPage, {
          token: access.secret,
          params: { share: access.share },
          query: { cursor: cursor ?? undefined, limit: pageSize },
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
          limit: pageSize,
        },
      });
    },
  present: (row, links) => ({
    ...row,
    imgURL: dashboardImage(row.imgURL, links),
    fullImageURL: dashboardImage(row.fullImageURL, links),
  }),
};

const sources: Partial<Record<ReportType, ReportSource<ScanReportRow>>> = {
  scans: scanSource,
};

/** The source of a report type, or null while its area does not exist. */
export function reportSource(type: ReportType): ReportSource<ScanReportRow> | null {
  return sources[type] ?? null;
}
