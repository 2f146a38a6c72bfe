import { z } from 'zod';
import { email } from '../../define-call';
import { defineEndpoint, type EndpointDefinition } from '../../define-endpoint';
import { appealListQuery, appealMessageText, citationAppeal, citationAppealLog } from '../appeals';
import { citationAppealsBffRoutes as r } from '../bff-routes/appeals';

/** The answers and inputs of the BFF's citations routes: appeals: list, detail, respond, message, close, notification e-mail. */

/** An appeal as the browser reads it: imageURLs are the BFF's image route. */
export const appealRow = citationAppeal.omit({ imageIds: true });
export type AppealRow = z.infer<typeof appealRow>;

export const appealListResponse = z.object({
  appeals: z.array(appealRow),
  page: z.number().int(),
  count: z.number().int(),
  pages: z.number().int(),
  locations: z.array(z.object({ uuid: z.string(), name: z.string() })),
  appealNotifEmail: z.string().nullable(),
});
export type AppealListResponse = z.infer<typeof appealListResponse>;
export const appealListQuerySchema = appealListQuery;
export type AppealListQuery = z.input<typeof appealListQuery>;

export const appealDetailResponse = z.object({
  appeal: appealRow,
  logs: z.array(citationAppealLog),
  appealNotifEmail: z.string().nullable(),
});
export type AppealDetailResponse = z.infer<typeof appealDetailResponse>;

export const appealParam = z.object({ citation: z.uuid({ message: 'No such appeal.' }) });

/** Approve / reject: a blank message is sent as null (spec 3 §5). */
export const appealRespondInput = z.object({
  isApproved: z.boolean(),
  responseMessage: appealMessageText
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null)),
});
export type AppealRespondInput = z.input<typeof appealRespondInput>;

/** A message needs non-blank text (whitespace only is empty: nothing is sent). */
export const appealMessageInput = z.object({
  responseMessage: appealMessageText.pipe(
    z.string().min(1, { message: 'Please enter a message.' }),
  ),
});
export type AppealMessageInput = z.input<typeof appealMessageInput>;

/** The notification e-mail must be valid (spec 3 §5). */
export const appealNotifEmailInput = z.object({ email });
export type AppealNotifEmailInput = z.input<typeof appealNotifEmailInput>;
export const appealNotifEmailResponse = z.object({ appealNotifEmail: z.string().nullable() });
export type AppealNotifEmailResponse = z.infer<typeof appealNotifEmailResponse>;

const APPEAL = { 404: 'No such appeal (or another organisation’s).' };
const ACTION = {
  ...APPEAL,
  409: 'The appeal was already responded to, or (message) no notification e-mail is set.',
};

/** This group's endpoints (schemas of every route in ../bff-routes/appeals.ts). */
export const citationAppealsEndpoints: EndpointDefinition[] = [
  defineEndpoint(r.listAppeals, {
    summary:
      "Appeals, newest first, paged from 0; location (uuid or All) and status ('Needs Review' or All); the locations and the notification e-mail.",
    query: appealListQuery,
    response: appealListResponse,
  }),
  defineEndpoint(r.setAppealNotifEmail, {
    summary: 'Sets the Violation Appeals notification e-mail (included in messages to appellants).',
    body: appealNotifEmailInput,
    response: appealNotifEmailResponse,
  }),
  defineEndpoint(r.getAppeal, {
    summary: "The appeal of a notice (by the citation's uuid) with the notice's log trail.",
    params: appealParam,
    response: appealDetailResponse,
    errors: APPEAL,
  }),
  defineEndpoint(r.respondAppeal, {
    summary: 'Approve (voids the notice) or reject, with an optional message (blank: none).',
    params: appealParam,
    body: appealRespondInput,
    response: appealDetailResponse,
    errors: ACTION,
  }),
  defineEndpoint(r.messageAppeal, {
    summary: 'E-mails a message to the appellant (needs the notification e-mail).',
    params: appealParam,
    body: appealMessageInput,
    response: appealDetailResponse,
    errors: ACTION,
  }),
  defineEndpoint(r.closeAppeal, {
    summary: "Closes the appeal ('Responded', internal, no e-mail).",
    params: appealParam,
    response: appealDetailResponse,
    errors: ACTION,
  }),
  defineEndpoint(r.appealImage, {
    summary: "One of the appellant's images.",
    params: appealParam.extend({ file: z.uuid({ message: 'No such image.' }) }),
    errors: { 404: 'No such appeal or image.' },
  }),
];
