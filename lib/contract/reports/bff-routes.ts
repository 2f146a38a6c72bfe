import { bffRoute } from '../define-endpoint';
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

/** The BFF routes of reports and shared reports (plain data: see define-endpoint.ts). */
export const reportsBffRoutes = {
  reportLog: bffRoute<ReportLogResponse, undefined, { page?: number }>()({
    id: 'bffReportLog',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/log',
    access: 'org',
  }),
  logReport: bffRoute<ReportLogEntry, z.input<typeof logReportBody>>()({
    id: 'bffLogReport',
    area: 'reports',
    method: 'POST',
    path: '/api/reports/log',
    access: 'org',
  }),
  reportLists: bffRoute<ReportListsResponse>()({
    id: 'reportLists',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/lists',
    access: 'org',
  }),
  reportRows: bffRoute<ReportRowsResponse<ReportRow>, undefined, ReportQuery>()({
    id: 'reportRows',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/rows',
    access: 'org',
  }),
  exportCsv: bffRoute<Blob, undefined, ReportQuery>()({
    id: 'reportExportCsv',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/export.csv',
    access: 'org',
    mediaTypes: CSV,
  }),
  exportPdf: bffRoute<Blob, undefined, ReportQuery>()({
    id: 'reportExportPdf',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/export.pdf',
    access: 'org',
    mediaTypes: PDF,
  }),
  plateReport: bffRoute<ReportRowsResponse>()({
    id: 'plateReport',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/plate/:plate',
    access: 'org',
  }),
  plateReportPdf: bffRoute<Blob, undefined, Tz>()({
    id: 'plateReportPdf',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/plate/:plate/pdf',
    access: 'org',
    mediaTypes: PDF,
  }),
  plateReportCsv: bffRoute<Blob>()({
    id: 'plateReportCsv',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/plate/:plate/csv',
    access: 'org',
    mediaTypes: CSV,
  }),
  shareReport: bffRoute<ShareLinkResponse, z.input<typeof shareReportBody>>()({
    id: 'bffShareReport',
    area: 'reports',
    method: 'POST',
    path: '/api/reports/share',
    access: 'org',
  }),
  revokeShare: bffRoute<ReportShare>()({
    id: 'bffRevokeShare',
    area: 'reports',
    method: 'POST',
    path: '/api/reports/share/:uuid/revoke',
    access: 'org',
  }),
  sharedReport: bffRoute<SharedReportResponse<ReportRow>>()({
    id: 'sharedReport',
    area: 'reports',
    method: 'GET',
    path: '/api/shared/reports/:token',
    access: 'public',
  }),
  sharedReportCsv: bffRoute<Blob, undefined, Tz>()({
    id: 'sharedReportCsv',
    area: 'reports',
    method: 'GET',
    path: '/api/shared/reports/:token/report.csv',
    access: 'public',
    mediaTypes: CSV,
  }),
  sharedReportPdf: bffRoute<Blob, undefined, Tz>()({
    id: 'sharedReportPdf',
    area: 'reports',
    method: 'GET',
    path: '/api/shared/reports/:token/report.pdf',
    access: 'public',
    mediaTypes: PDF,
  }),
};
