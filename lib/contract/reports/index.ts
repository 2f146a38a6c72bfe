import type { CallDefinition } from '../define-call';
import { listReportLogs, createReportLog } from './logs';
import { getScanReportPage, getSharedScanReportPage } from './rows';
import { getPermitReportPage, getSharedPermitReportPage } from './permit-rows';
import { getSharedViolationReportPage, getViolationReportPage } from './violation-rows';
import { getMeterReportPage, getSharedMeterReportPage } from './meter-rows';
import { createReportShare, revokeReportShare, getSharedReport } from './shares';

export * from './params';
export * from './logs';
export * from './rows';
export * from './permit-rows';
export * from './violation-rows';
export * from './meter-rows';
export * from './shares';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const reportCalls: CallDefinition[] = [
  listReportLogs,
  createReportLog,
  getScanReportPage,
  getSharedScanReportPage,
  getPermitReportPage,
  getSharedPermitReportPage,
  getViolationReportPage,
  getSharedViolationReportPage,
  getMeterReportPage,
  getSharedMeterReportPage,
  createReportShare,
  revokeReportShare,
  getSharedReport,
];
