import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../../define-endpoint';
import { mailingCount, mailingLogEntry } from '../mailing';
import { citationMailingBffRoutes as routes } from '../bff-routes/mailing';

/** The answers and inputs of the BFF's citations routes: violation mailing: count, submit, log. */

export const mailingLogResponse = z.object({ log: z.array(mailingLogEntry) });
export type MailingLogResponse = z.infer<typeof mailingLogResponse>;

export const mailingCountResponse = mailingCount;

/** POST /api/citations/mailing: nothing to send but an empty object (anything else is refused). */
export const mailingSubmitBody = z.strictObject(
  {},
  { message: 'The mailing job takes no fields.' },
);
export type MailingSubmitBody = z.input<typeof mailingSubmitBody>;
export type MailingCountResponse = z.infer<typeof mailingCountResponse>;

const NOT_MAILING = {
  403: 'This organization is not set up with violation mailing. Please contact support for more info.',
};

/** This group's endpoints (schemas of every route in ../bff-routes/mailing.ts). */
export const citationMailingEndpoints: EndpointDefinition[] = [
  defineEndpoint(routes.mailingLog, {
    summary:
      'The violation mailing log, newest first; a non-mailing organisation: 403 MAILING_NOT_ENABLED with the catalogue text.',
    response: mailingLogResponse,
    errors: NOT_MAILING,
  }),
  defineEndpoint(routes.mailingCount, {
    summary: 'The search: how many unpaid violations are more than 30 days past the notice date.',
    response: mailingCountResponse,
    errors: NOT_MAILING,
  }),
  defineEndpoint(routes.mailingSubmit, {
    summary: 'Submits the mailing job to the vendor (body {}); answers its log entry.',
    body: mailingSubmitBody,
    response: mailingLogEntry,
    errors: { ...NOT_MAILING, 409: 'No violations to mail.' },
  }),
];
