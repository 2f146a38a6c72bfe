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
