import type { LookupReasonParams } from '../../rules/privacy/lookup-reason';
import { routesOf } from '../define-endpoint';
import type { ReportLogEntry } from './logs';
import type { ReportShare } from './shares';
import type { z } from 'zod';
import type {
  logReportBody,
  shareReportBody,
  ReportListsResponse,
  ReportLogResponse,
  ReportRow,
  ReportRowsResponse,
  SharedReportResponse,
  ShareLinkResponse,
} from './bff';

type ReportQuery = Record<string, string | number | boolean | null | undefined>;
type Tz = { tz?: string };
const CSV = ['text/csv'];
const PDF = ['application/pdf'];

/** A plate look-up's reason (issue 30 item 2). */
type Why = LookupReasonParams;
const route = routesOf('reports');

/** The BFF routes of reports and shared reports (plain data: see define-endpoint.ts). */
export const reportsBffRoutes = {
  reportLog: route.get<ReportLogResponse, { page?: number }>()(
    'bffReportLog',
    '/api/reports/log',
    'org',
  ),
  logReport: route.post<ReportLogEntry, z.input<typeof logReportBody>>()(
    'bffLogReport',
    '/api/reports/log',
    'org',
  ),
  reportLists: route.get<ReportListsResponse>()('reportLists', '/api/reports/lists', 'org'),
  reportRows: route.get<ReportRowsResponse<ReportRow>, ReportQuery>()(
    'reportRows',
    '/api/reports/rows',
    'org',
  ),
  exportCsv: route.get<Blob, ReportQuery>()('reportExportCsv', '/api/reports/export.csv', 'org', {
    mediaTypes: CSV,
  }),
  exportPdf: route.get<Blob, ReportQuery>()('reportExportPdf', '/api/reports/export.pdf', 'org', {
    mediaTypes: PDF,
  }),
  plateReport: route.get<ReportRowsResponse, Why>()(
    'plateReport',
    '/api/reports/plate/:plate',
    'org',
  ),
  plateReportPdf: route.get<Blob, Tz & Why>()(
    'plateReportPdf',
    '/api/reports/plate/:plate/pdf',
    'org',
    {
      mediaTypes: PDF,
    },
  ),
  plateReportCsv: route.get<Blob, Why>()('plateReportCsv', '/api/reports/plate/:plate/csv', 'org', {
    mediaTypes: CSV,
  }),
  shareReport: route.post<ShareLinkResponse, z.input<typeof shareReportBody>>()(
    'bffShareReport',
    '/api/reports/share',
    'org',
  ),
  revokeShare: route.post<ReportShare>()(
    'bffRevokeShare',
    '/api/reports/share/:uuid/revoke',
    'org',
  ),
  sharedReport: route.get<SharedReportResponse<ReportRow>>()(
    'sharedReport',
    '/api/shared/reports/:token',
    'public',
  ),
  sharedReportCsv: route.get<Blob, Tz>()(
    'sharedReportCsv',
    '/api/shared/reports/:token/report.csv',
    'public',
    { mediaTypes: CSV },
  ),
  sharedReportPdf: route.get<Blob, Tz>()(
    'sharedReportPdf',
    '/api/shared/reports/:token/report.pdf',
    'public',
    { mediaTypes: PDF },
  ),
};
