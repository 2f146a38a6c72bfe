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
    summary: 'Page n of the report log (50 per page), newest first.',
  }),
  logReport: bffRoute<ReportLogEntry, z.input<typeof logReportBody>>()({
    id: 'bffLogReport',
    area: 'reports',
    method: 'POST',
    path: '/api/reports/log',
    access: 'org',
    summary: 'Records a generated report.',
  }),
  reportLists: bffRoute<ReportListsResponse>()({
    id: 'reportLists',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/lists',
    access: 'org',
    summary: "Lists of the report dialog's list filter.",
  }),
  reportRows: bffRoute<ReportRowsResponse<ReportRow>, undefined, ReportQuery>()({
    id: 'reportRows',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/rows',
    access: 'org',
    summary: "The report's rows (at most 1,000 shown).",
  }),
  exportCsv: bffRoute<Blob, undefined, ReportQuery>()({
    id: 'reportExportCsv',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/export.csv',
    access: 'org',
    mediaTypes: CSV,
    summary: 'The report as a CSV download.',
  }),
  exportPdf: bffRoute<Blob, undefined, ReportQuery>()({
    id: 'reportExportPdf',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/export.pdf',
    access: 'org',
    mediaTypes: PDF,
    summary: 'The report as a PDF download.',
  }),
  plateReport: bffRoute<ReportRowsResponse>()({
    id: 'plateReport',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/plate/:plate',
    access: 'org',
    summary: 'Scan history of one plate.',
  }),
  plateReportPdf: bffRoute<Blob, undefined, Tz>()({
    id: 'plateReportPdf',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/plate/:plate/pdf',
    access: 'org',
    mediaTypes: PDF,
    summary: 'The plate history as a PDF.',
  }),
  plateReportCsv: bffRoute<Blob>()({
    id: 'plateReportCsv',
    area: 'reports',
    method: 'GET',
    path: '/api/reports/plate/:plate/csv',
    access: 'org',
    mediaTypes: CSV,
    summary: 'The plate history as a CSV.',
  }),
  shareReport: bffRoute<ShareLinkResponse, z.input<typeof shareReportBody>>()({
    id: 'bffShareReport',
    area: 'reports',
    method: 'POST',
    path: '/api/reports/share',
    access: 'org',
    summary: 'A share link for outside parties.',
  }),
  revokeShare: bffRoute<ReportShare>()({
    id: 'bffRevokeShare',
    area: 'reports',
    method: 'POST',
    path: '/api/reports/share/:uuid/revoke',
    access: 'org',
    summary: 'Revokes a share link.',
  }),
  sharedReport: bffRoute<SharedReportResponse<ReportRow>>()({
    id: 'sharedReport',
    area: 'reports',
    method: 'GET',
    path: '/api/shared/reports/:token',
    access: 'public',
    summary: 'A shared report (the sealed token is the credential).',
  }),
  sharedReportCsv: bffRoute<Blob, undefined, Tz>()({
    id: 'sharedReportCsv',
    area: 'reports',
    method: 'GET',
    path: '/api/shared/reports/:token/report.csv',
    access: 'public',
    mediaTypes: CSV,
    summary: 'A shared report as a CSV download.',
  }),
  sharedReportPdf: bffRoute<Blob, undefined, Tz>()({
    id: 'sharedReportPdf',
    area: 'reports',
    method: 'GET',
    path: '/api/shared/reports/:token/report.pdf',
    access: 'public',
    mediaTypes: PDF,
    summary: 'A shared report as a PDF download.',
  }),
};
