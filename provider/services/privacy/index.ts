export { dataRequestExport, dataRequestSummary } from './export';
export { EXPORT_PAGE_ROWS, RECORD_KINDS } from './kinds';
