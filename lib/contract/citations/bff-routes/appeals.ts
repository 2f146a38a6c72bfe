import { routesOf } from '../../define-endpoint';
import type {
  AppealDetailResponse,
  AppealListQuery,
  AppealListResponse,
  AppealMessageInput,
  AppealNotifEmailInput,
  AppealNotifEmailResponse,
  AppealRespondInput,
} from '../bff/appeals';

const route = routesOf('citations');

/** The BFF routes of citations: appeals: list, detail, respond, message, close, notification e-mail (plain data: see define-endpoint.ts). */
export const citationAppealsBffRoutes = {
  listAppeals: route.get<AppealListResponse, AppealListQuery>()(
    'listAppeals',
    '/api/citations/appeals',
    'org',
  ),
  setAppealNotifEmail: route.put<AppealNotifEmailResponse, AppealNotifEmailInput>()(
    'setAppealNotifEmail',
    '/api/citations/appeals/notification-email',
    'org',
  ),
  getAppeal: route.get<AppealDetailResponse>()(
    'getAppeal',
    '/api/citations/appeals/detail/:citation',
    'org',
  ),
  respondAppeal: route.put<AppealDetailResponse, AppealRespondInput>()(
    'respondAppeal',
    '/api/citations/appeals/detail/:citation',
    'org',
  ),
  messageAppeal: route.post<AppealDetailResponse, AppealMessageInput>()(
    'messageAppeal',
    '/api/citations/appeals/detail/:citation/message',
    'org',
  ),
  closeAppeal: route.put<AppealDetailResponse>()(
    'closeAppeal',
    '/api/citations/appeals/detail/:citation/close',
    'org',
  ),
  appealImage: route.get()(
    'appealImage',
    '/api/citations/appeals/detail/:citation/images/:file',
    'org',
    { mediaTypes: ['image/jpeg', 'image/png', 'image/webp'] },
  ),
};
