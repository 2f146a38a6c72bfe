export { dataRequestExport, dataRequestSummary } from './export';
export { EXPORT_PAGE_ROWS, RECORD_KINDS } from './kinds';
export { previewRetentionOf, retentionOf, saveRetentionOf } from './retention-settings';
export {
  runRetention,
  type RetentionRunOptions,
  type RetentionRunResult,
  type RemovedCounts,
} from './retention-job';
export {
  retentionState,
  startRetentionWorker,
  type RetentionState,
  type RetentionWorker,
} from './retention-worker';
export { PURGE_KINDS } from './purge-kinds';
