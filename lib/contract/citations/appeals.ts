import { z } from 'zod';
import { type CallDefinition, callsOf, entityParams, isoDate } from '../define-call';
import { plainText } from '../text';
import { APPEAL_STATUS_FILTERS } from '../../rules/citations/appeal-status';

/** Provider calls of citations: appeals: list, detail, respond, message, close, notification e-mail. */

/** An appeal (spec 3 §3 Appeal); `status` is the display status (lib/rules/citations/appeal-status). */
export const citationAppeal = z.object({
  uuid: z.string(),
  citationUUID: z.string(),
  citationNumber: z.number().int(),
  plate: z.string(),
  location: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  reason: z.string(),
  submissionDate: isoDate,
  responseDate: isoDate.nullable(),
  status: z.string(),
  isApproved: z.boolean().nullable(),
  /** The provider's paths of the appellant's images (getCitationAppealImage), in order. */
  imageURLs: z.array(z.string()),
  /** The stored files behind imageURLs, in the same order. */
  imageIds: z.array(z.string()),
});
export type CitationAppeal = z.infer<typeof citationAppeal>;

/** A log entry of the notice (spec 3 §3 Appeal log entry / Citation log). */
export const citationAppealLog = z.object({
  createdAt: isoDate,
  type: z.string(),
  note: z.string().nullable(),
  createdByName: z.string().nullable(),
});

export const APPEALS_PAGE_SIZE = 20;

export const appealListQuery = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  /** A location's uuid or 'All'. */
  location: z.union([z.literal('All'), z.uuid()]).default('All'),
  status: z.enum(APPEAL_STATUS_FILTERS).default('Needs Review'),
});

export const appealListPage = z.object({
  appeals: z.array(citationAppeal),
  page: z.number().int(),
  count: z.number().int(),
  pages: z.number().int(),
  /** The organisation's ticket locations (the list's filter). */
  locations: z.array(z.object({ uuid: z.string(), name: z.string() })),
  /** The Violation Appeals notification e-mail (null: not set). */
  appealNotifEmail: z.string().nullable(),
});

export const appealDetail = z.object({
  appeal: citationAppeal,
  logs: z.array(citationAppealLog),
  appealNotifEmail: z.string().nullable(),
});

export const appealParams = entityParams.extend({ citation: z.uuid() });

/** A message as staff write it (several lines allowed). */
export const appealMessageText = plainText({ label: 'The message', max: 2000, multiline: true });

export const appealRespondBody = z.object({
  isApproved: z.boolean(),
  /** Blank is sent as null (spec 3 §5). */
  responseMessage: appealMessageText
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null)),
});

export const appealMessageBody = z.object({
  responseMessage: appealMessageText.pipe(
    z.string().min(1, { message: 'Please enter a message.' }),
  ),
});

export const APPEAL_ALREADY_RESPONDED = 'APPEAL_ALREADY_RESPONDED';
export const APPEAL_EMAIL_MISSING = 'APPEAL_EMAIL_MISSING';

const errors = {
  403: 'Not a member of the organisation.',
  404: 'No such appeal.',
};

const call = callsOf('citations');

export const listCitationAppeals = call.get('listCitationAppeals', {
  path: '/api/v1/citations/{entity}/appeals',
  summary: `Appeals, newest first, ${APPEALS_PAGE_SIZE} a page from 0; location (uuid or All) and status ('Needs Review' or All) filters.`,
  params: entityParams,
  query: appealListQuery,
  response: appealListPage,
  errors: { 403: errors[403] },
});

export const getCitationAppeal = call.get('getCitationAppeal', {
  path: '/api/v1/citations/{entity}/appeal/{citation}',
  summary: "The appeal of one notice (by the citation's uuid) with the notice's log trail.",
  params: appealParams,
  response: appealDetail,
  errors,
});

const responded = 'The appeal was already responded to.';

export const respondCitationAppeal = call.put('respondCitationAppeal', {
  path: '/api/v1/citations/{entity}/appeal/{citation}',
  summary:
    'Approves (voids the notice) or rejects (the notice stays payable) an unresponded appeal, with an optional message; one e-mail to the appellant (the notification e-mail included).',
  params: appealParams,
  body: appealRespondBody,
  response: appealDetail,
  errors: { ...errors, 400: 'Invalid message.', 409: responded },
});

export const messageCitationAppeal = call.post('messageCitationAppeal', {
  path: '/api/v1/citations/{entity}/appeal/{citation}/message',
  summary:
    'E-mails a message to the appellant of an unresponded appeal (the status stays); needs the notification e-mail (409 APPEAL_EMAIL_MISSING).',
  params: appealParams,
  body: appealMessageBody,
  response: appealDetail,
  errors: {
    ...errors,
    400: 'The message is blank.',
    409: `${responded} Or no notification e-mail is set (APPEAL_EMAIL_MISSING).`,
  },
});

export const closeCitationAppeal = call.put('closeCitationAppeal', {
  path: '/api/v1/citations/{entity}/appeal/{citation}/close',
  summary: "Marks an unresponded appeal 'Responded' (internal: no e-mail, no decision).",
  params: appealParams,
  response: appealDetail,
  errors: { ...errors, 409: responded },
});

export const getCitationAppealImage = call.get('getCitationAppealImage', {
  path: '/api/v1/citations/{entity}/appeal/{citation}/images/{file}',
  summary: "One of the appellant's images (image bytes, not JSON).",
  params: appealParams.extend({ file: z.uuid() }),
  response: z.unknown(),
  mediaTypes: ['image/jpeg', 'image/png', 'image/webp'],
  errors: { 403: errors[403], 404: 'No such appeal or image.' },
});

export const appealImagePath = (entity: string, citation: string, file: string) =>
  `/api/v1/citations/${entity}/appeal/${citation}/images/${file}`;

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationAppealsCalls: CallDefinition[] = [
  listCitationAppeals,
  getCitationAppeal,
  respondCitationAppeal,
  messageCitationAppeal,
  closeCitationAppeal,
  getCitationAppealImage,
];
