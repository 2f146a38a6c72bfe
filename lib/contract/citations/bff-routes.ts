import { routesOf } from '../define-endpoint';
import type {
  CitationConnectStatus,
  CitationTypeBody,
  CitationTypeDeleteBody,
  CitationTypeUpdateBody,
} from './types';
import type { CitationTypeResponse, CitationTypesResponse } from './bff/types';
import type {
  CitationLocation,
  CitationLocationBody,
  CitationLocationPlace,
  CitationPortalSettingsBody,
  CitationProductSettings,
  CitationProductSettingsBody,
} from './settings';
import type { CitationPortalView, ViolationSettingsView } from './bff/settings';
import type { IssuedCitation } from './issued';
import type { CitationEvidence, CitationVerification } from './evidence';
import type {
  CitationActivityResponse,
  CitationListResponse,
  CitationOverrideRequest,
  CitationStatusRequest,
  CitationSummaryResponse,
  CitationVoidRequest,
} from './bff/issued';
import type { MailingLogEntry } from './mailing';
import type { MailingCountResponse, MailingLogResponse, MailingSubmitBody } from './bff/mailing';
import type {
  AppealDetailResponse,
  AppealListQuery,
  AppealListResponse,
  AppealMessageInput,
  AppealNotifEmailInput,
  AppealNotifEmailResponse,
  AppealRespondInput,
} from './bff/appeals';

type Ok = { ok: true };

const route = routesOf('citations');

/** The BFF routes of citations (plain data, no zod: see define-endpoint.ts). */
export const citationsBffRoutes = {
  // Violation types (list, create, edit, archive, delete) and the Vert Violations activation.
  citationTypes: route.get<CitationTypesResponse>()('citationTypes', '/api/citations/types', 'org'),
  citationActivate: route.post<CitationConnectStatus>()(
    'citationActivate',
    '/api/citations/types/activate',
    'org',
  ),
  citationVerify: route.post<{ url: string }>()(
    'citationVerify',
    '/api/citations/types/verify',
    'org',
  ),
  createCitationType: route.post<CitationTypeResponse, CitationTypeBody>()(
    'createCitationType',
    '/api/citations/types',
    'org',
    { status: 201 },
  ),
  citationType: route.get<CitationTypeResponse>()(
    'citationType',
    '/api/citations/types/:uuid',
    'org',
  ),
  updateCitationType: route.put<CitationTypeResponse, CitationTypeUpdateBody>()(
    'updateCitationType',
    '/api/citations/types/:uuid',
    'org',
  ),
  archiveCitationType: route.put<CitationTypeResponse, { isArchived: boolean }>()(
    'archiveCitationType',
    '/api/citations/types/:uuid/archive',
    'org',
  ),
  deleteCitationType: route.post<Ok, CitationTypeDeleteBody>()(
    'deleteCitationType',
    '/api/citations/types/delete',
    'org',
  ),
  // Violation settings: locations, ticket copy, appeal window.
  violationSettings: route.get<ViolationSettingsView>()(
    'violationSettings',
    '/api/citations/settings',
    'org',
  ),
  addCitationLocation: route.post<CitationLocation, CitationLocationBody>()(
    'addCitationLocation',
    '/api/citations/settings/locations',
    'org',
    { status: 201 },
  ),
  placeCitationLocation: route.put<CitationLocation, CitationLocationPlace>()(
    'placeCitationLocation',
    '/api/citations/settings/locations/:uuid',
    'org',
  ),
  deleteCitationLocation: route.delete<Ok>()(
    'deleteCitationLocation',
    '/api/citations/settings/locations/:uuid',
    'org',
  ),
  saveAppealWindow: route.put<CitationProductSettings, CitationProductSettingsBody>()(
    'saveAppealWindow',
    '/api/citations/settings/appeal-window',
    'org',
  ),
  saveAppealEmail: route.put<CitationProductSettings, { email: string }>()(
    'saveAppealEmail',
    '/api/citations/settings/appeal-email',
    'org',
  ),
  citationPortalSettings: route.get<CitationPortalView>()(
    'citationPortalSettings',
    '/api/citations/settings/portal',
    'org',
  ),
  saveCitationPortalSettings: route.put<CitationPortalView, CitationPortalSettingsBody>()(
    'saveCitationPortalSettings',
    '/api/citations/settings/portal',
    'org',
  ),
  // Issued violations: list, stats, search, detail, logs, verify log, status, void, override,
  // images.
  citationList: route.get<
    CitationListResponse,
    { page?: number; location?: string; search?: string; tz?: string }
  >()('citationIssuedList', '/api/citations/issued', 'org'),
  citationSummary: route.get<CitationSummaryResponse, { tz?: string }>()(
    'citationIssuedSummary',
    '/api/citations/issued/summary',
    'org',
  ),
  citationDetail: route.get<IssuedCitation, { tz?: string }>()(
    'citationIssuedDetail',
    '/api/citations/issued/:uuid',
    'org',
  ),
  // Evidence digests and their verification (issue 30 item 4).
  citationEvidence: route.get<CitationEvidence>()(
    'citationIssuedEvidence',
    '/api/citations/issued/:uuid/evidence',
    'org',
  ),
  verifyCitationEvidence: route.post<CitationVerification>()(
    'citationIssuedVerifyEvidence',
    '/api/citations/issued/:uuid/evidence/verify',
    'org',
  ),
  citationEvidencePdf: route.get<Blob, { tz?: string }>()(
    'citationIssuedEvidencePdf',
    '/api/citations/issued/:uuid/evidence/pdf',
    'org',
    { mediaTypes: ['application/pdf'] },
  ),
  citationActivity: route.get<CitationActivityResponse>()(
    'citationIssuedActivity',
    '/api/citations/issued/:uuid/logs',
    'org',
  ),
  citationImage: route.get<unknown>()(
    'citationIssuedImage',
    '/api/citations/issued/:uuid/images/:file',
    'org',
    { mediaTypes: ['image/jpeg', 'image/png', 'image/webp'] },
  ),
  citationDeleteImage: route.delete<IssuedCitation, undefined, { tz?: string }>()(
    'citationIssuedDeleteImage',
    '/api/citations/issued/:uuid/images/:file',
    'org',
  ),
  citationVoid: route.put<IssuedCitation, CitationVoidRequest, { tz?: string }>()(
    'citationIssuedVoid',
    '/api/citations/issued/:uuid/void',
    'org',
  ),
  citationStatus: route.put<IssuedCitation, CitationStatusRequest, { tz?: string }>()(
    'citationIssuedStatus',
    '/api/citations/issued/:uuid/status',
    'org',
  ),
  citationOverride: route.put<IssuedCitation, CitationOverrideRequest, { tz?: string }>()(
    'citationIssuedOverride',
    '/api/citations/issued/:uuid/override',
    'org',
  ),
  // Violation mailing: count, submit, log.
  mailingLog: route.get<MailingLogResponse>()(
    'citationMailingLog',
    '/api/citations/mailing',
    'org',
  ),
  mailingCount: route.get<MailingCountResponse>()(
    'citationMailingCount',
    '/api/citations/mailing/count',
    'org',
  ),
  mailingSubmit: route.post<MailingLogEntry, MailingSubmitBody>()(
    'citationMailingSubmit',
    '/api/citations/mailing',
    'org',
  ),
  // Appeals: list, detail, respond, message, close, notification e-mail.
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
  // The public violation portal (no session): its pages call the server code directly; the
  // browser reads only the photos here.
  citationPortalImage: route.get<Blob, { k?: string }>()(
    'citationPortalImage',
    '/api/citation-portal/:subdomain/citations/:uuid/images/:file',
    'public',
    { mediaTypes: ['image/jpeg', 'image/png', 'image/webp'] },
  ),
};
