import { bffRoute } from '../../define-endpoint';
import type {
  AppealDetailResponse,
  AppealListQuery,
  AppealListResponse,
  AppealMessageInput,
  AppealNotifEmailInput,
  AppealNotifEmailResponse,
  AppealRespondInput,
} from '../bff/appeals';

/** The BFF routes of citations: appeals: list, detail, respond, message, close, notification e-mail (plain data: see define-endpoint.ts). */
export const citationAppealsBffRoutes = {
  listAppeals: bffRoute<AppealListResponse, undefined, AppealListQuery>()({
    id: 'listAppeals',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/appeals',
    access: 'org',
  }),
  setAppealNotifEmail: bffRoute<AppealNotifEmailResponse, AppealNotifEmailInput>()({
    id: 'setAppealNotifEmail',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/appeals/notification-email',
    access: 'org',
  }),
  getAppeal: bffRoute<AppealDetailResponse>()({
    id: 'getAppeal',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/appeals/detail/:citation',
    access: 'org',
  }),
  respondAppeal: bffRoute<AppealDetailResponse, AppealRespondInput>()({
    id: 'respondAppeal',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/appeals/detail/:citation',
    access: 'org',
  }),
  messageAppeal: bffRoute<AppealDetailResponse, AppealMessageInput>()({
    id: 'messageAppeal',
    area: 'citations',
    method: 'POST',
    path: '/api/citations/appeals/detail/:citation/message',
    access: 'org',
  }),
  closeAppeal: bffRoute<AppealDetailResponse>()({
    id: 'closeAppeal',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/appeals/detail/:citation/close',
    access: 'org',
  }),
  appealImage: bffRoute()({
    id: 'appealImage',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/appeals/detail/:citation/images/:file',
    access: 'org',
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
  }),
};
