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
    summary:
      "Appeals, newest first, paged from 0; location (uuid or All) and status ('Needs Review' or All); the locations and the notification e-mail.",
  }),
  setAppealNotifEmail: bffRoute<AppealNotifEmailResponse, AppealNotifEmailInput>()({
    id: 'setAppealNotifEmail',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/appeals/notification-email',
    access: 'org',
    summary: 'Sets the Violation Appeals notification e-mail (included in messages to appellants).',
  }),
  getAppeal: bffRoute<AppealDetailResponse>()({
    id: 'getAppeal',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/appeals/detail/:citation',
    access: 'org',
    summary: "The appeal of a notice (by the citation's uuid) with the notice's log trail.",
  }),
  respondAppeal: bffRoute<AppealDetailResponse, AppealRespondInput>()({
    id: 'respondAppeal',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/appeals/detail/:citation',
    access: 'org',
    summary: 'Approve (voids the notice) or reject, with an optional message (blank: none).',
  }),
  messageAppeal: bffRoute<AppealDetailResponse, AppealMessageInput>()({
    id: 'messageAppeal',
    area: 'citations',
    method: 'POST',
    path: '/api/citations/appeals/detail/:citation/message',
    access: 'org',
    summary: 'E-mails a message to the appellant (needs the notification e-mail).',
  }),
  closeAppeal: bffRoute<AppealDetailResponse>()({
    id: 'closeAppeal',
    area: 'citations',
    method: 'PUT',
    path: '/api/citations/appeals/detail/:citation/close',
    access: 'org',
    summary: "Closes the appeal ('Responded', internal, no e-mail).",
  }),
  appealImage: bffRoute()({
    id: 'appealImage',
    area: 'citations',
    method: 'GET',
    path: '/api/citations/appeals/detail/:citation/images/:file',
    access: 'org',
    summary: "One of the appellant's images.",
    mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
  }),
};
