import 'server-only';
import { z } from 'zod';
import {
  APPEAL_ALREADY_RESPONDED,
  APPEAL_EMAIL_MISSING,
  getCitationAppealImage,
  putAppealNotifEmail,
} from '@/lib/contract';
import {
  appealDetailResponse,
  appealListQuerySchema,
  appealListResponse,
  appealMessageInput,
  appealNotifEmailInput,
  appealNotifEmailResponse,
  appealParam,
  appealRespondInput,
} from '@/lib/contract/citations/bff';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { citationsMessages } from '@/lib/messages/citations';
import { streamProviderImage } from '@/server/provider-client';
import { bffArea, endpoint } from '../../endpoint';
import type { RefusalTable } from '../../errors';
import {
  closeAppeal,
  loadAppeal,
  loadAppealList,
  messageAppeal,
  respondAppeal,
} from './appeals-reads';

/**
 * /api/citations/appeals: appeals: list, detail, respond, message, close, images. The
 * organisation is the session's; another organisation's appeals are 404.
 */

const APPEAL = { 404: 'No such appeal (or another organisation’s).' };
const ACTION = {
  ...APPEAL,
  409: 'The appeal was already responded to, or (message) no notification e-mail is set.',
};

/** The appeal actions' refusals (spec 3 §8 "Appeal email missing"); someone answered first: the one who lost reads it. */
const appealRefusals: RefusalTable = {
  [APPEAL_EMAIL_MISSING]: { message: citationsMessages.appealEmailMissing },
  [APPEAL_ALREADY_RESPONDED]: {
    message: 'This appeal was already responded to by someone else. Reload to see its status.',
  },
};

const appealImageParams = appealParam.extend({ file: z.uuid({ message: 'No such image.' }) });

export const citationAppealsEndpoints = bffArea(appealRefusals, [
  endpoint(routes.listAppeals, {
    summary:
      "Appeals, newest first, paged from 0; location (uuid or All) and status ('Needs Review' or All); the locations and the notification e-mail.",
    query: appealListQuerySchema,
    response: appealListResponse,
    handler: ({ caller, query }) => loadAppealList(caller, query),
  }),

  /** The Violation Appeals notification e-mail (the settings group's provider call). */
  endpoint(routes.setAppealNotifEmail, {
    summary: 'Sets the Violation Appeals notification e-mail (included in messages to appellants).',
    body: appealNotifEmailInput,
    response: appealNotifEmailResponse,
    handler: async ({ caller, body: { email } }) => {
      const saved = await caller.call(putAppealNotifEmail, {
        params: { entity: caller.entity },
        body: { email },
      });
      return { appealNotifEmail: saved.appealNotifEmail };
    },
  }),

  endpoint(routes.getAppeal, {
    summary: "The appeal of a notice (by the citation's uuid) with the notice's log trail.",
    params: appealParam,
    response: appealDetailResponse,
    errors: APPEAL,
    handler: ({ caller, params }) => loadAppeal(caller, params.citation),
  }),

  endpoint(routes.respondAppeal, {
    summary: 'Approve (voids the notice) or reject, with an optional message (blank: none).',
    params: appealParam,
    body: appealRespondInput,
    response: appealDetailResponse,
    errors: ACTION,
    handler: ({ caller, params, body }) => respondAppeal(caller, params.citation, body),
  }),

  endpoint(routes.messageAppeal, {
    summary: 'E-mails a message to the appellant (needs the notification e-mail).',
    params: appealParam,
    body: appealMessageInput,
    response: appealDetailResponse,
    errors: ACTION,
    handler: ({ caller, params, body }) =>
      messageAppeal(caller, params.citation, body.responseMessage),
  }),

  endpoint(routes.closeAppeal, {
    summary: "Closes the appeal ('Responded', internal, no e-mail).",
    params: appealParam,
    response: appealDetailResponse,
    errors: ACTION,
    handler: ({ caller, params }) => closeAppeal(caller, params.citation),
  }),

  endpoint(routes.appealImage, {
    summary: "One of the appellant's images.",
    params: appealImageParams,
    errors: { 404: 'No such appeal or image.' },
    handler: ({ caller, params: { citation, file } }) =>
      streamProviderImage({
        path: getCitationAppealImage.path
          .replace('{entity}', encodeURIComponent(caller.entity))
          .replace('{citation}', encodeURIComponent(citation))
          .replace('{file}', encodeURIComponent(file)),
        token: caller.token,
        call: getCitationAppealImage.id,
      }),
  }),
]);
