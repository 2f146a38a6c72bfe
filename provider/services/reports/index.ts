export {
  getReportLog,
  insertReportLog,
  reportLogPage,
  requireOrganisationList,
} from './report-log';
export { scanReportPage } from './report-scan-rows';
export { permitReportPage, type PermitReportFilter } from './report-permit-rows';
export { meterReportPage, type MeterReportFilter } from './report-meter-rows';
export type { ScanReportFilter } from './report-scan-rows';
export { createShare, openShare, revokeShare } from './share-links';
