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
