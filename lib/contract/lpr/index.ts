import type { CallDefinition } from '../define-call';
import { getHeatmap, getActivity, getAllStats } from './overview';
import {
  listScansPage,
  listMemberScansPage,
  searchScans,
  getScan,
  getAlert,
  getPlateHistory,
  deleteScans,
  deleteAlerts,
  updateScanPlate,
} from './scans';
import { ingestScan, getScanImage } from './ingest';
import { listNewAlerts } from './live-alerts';
import { getScanEvidence, verifyScanEvidence } from './evidence';

export * from './overview';
export * from './scans';
export * from './ingest';
export * from './live-alerts';
export * from './constants';
export * from './evidence';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const lprCalls: CallDefinition[] = [
  getHeatmap,
  getActivity,
  getAllStats,
  listScansPage,
  listMemberScansPage,
  searchScans,
  getScan,
  getAlert,
  getPlateHistory,
  deleteScans,
  deleteAlerts,
  updateScanPlate,
  ingestScan,
  getScanImage,
  listNewAlerts,
  getScanEvidence,
  verifyScanEvidence,
];
