export {
  appealImageResponse,
  closeAppealFor,
  getAppealFor,
  listAppealsFor,
  messageAppealFor,
  respondAppealFor,
} from './appeals';
export { lookupNotice, noticeImageResponse, noticeOf, violationPortalOf } from './portal-notice';
export { payNotice } from './portal-pay';
export { appealNotice } from './portal-appeal';
export * from './citation-types';
export * from './citation-settings';
export * from './citation-photos';
export * from './patrol-issue';
export * from './issued';
export * from './issued-actions';
export * from './issued-view';
export * from './mailing';
export { citationTimeZone } from './time-zone';
export { citationStateColumns } from './status-sql';
