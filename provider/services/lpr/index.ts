export { integrationInfoOf, integrationPlatesOf, verifyIntegrationPlateOf } from './integrations';
export { activity, allStats, heatmap } from './overview-stats';
export { renderCarSvg, renderPlateSvg } from './plate-image';
export type { ScanPicture } from './plate-image';
export { paintFor } from './plate-image/car-svg';
export { plateStyleFor } from './plate-image/plate-styles';
export { platePrintText } from './plate-image/plate-svg';
export { escapeXml } from './plate-image/svg-text';
export { normalizePlate } from '../../../lib/rules/plate';
export { addHourlyCounts, addMemberCounts, utcHour } from './scan-counters';
export { deleteAlertRows, deleteAlertsOf, deleteScanRows, deleteScansOf } from './scan-delete';
export { scanImageResponse, scanOrganisation } from './scan-image';
export { ingestScan } from './scan-ingest';
export { alertCursorNow, newAlertsOf } from './new-alerts';
export type { ScanUploadFields } from './scan-ingest';
export { editScanPlate } from './scan-plate-edit';
export {
  getAlertOf,
  getScanOf,
  memberScansPage,
  plateHistory,
  scansPage,
  searchScanPlates,
} from './scan-queries';
export { scanTotals } from './scan-totals';
export { scanImageUrl } from './scan-view';
export { scanEvidenceOf, verifyScanEvidenceOf } from './scan-verify';
