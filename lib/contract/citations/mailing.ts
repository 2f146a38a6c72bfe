import { z } from 'zod';
import { MAILING_AGE_DAYS } from '../../rules/citations/citation-status';
import { type CallDefinition, callsOf, entityParams, isoDate } from '../define-call';

/** Provider calls of citations: violation mailing: count, submit, log. */

/** Violation mailing targets unpaid violations more than this many days past the notice date (spec 3 §9). */
export { MAILING_AGE_DAYS };

/** Mailing log entry (spec 3 §3). */
export const mailingLogEntry = z.object({
  uuid: z.string(),
  createdAt: isoDate,
  description: z.string(),
  count: z.number().int(),
  requestedBy: z.string().nullable(),
  email: z.string().nullable(),
  vendor: z.string(),
  transactionId: z.string(),
});
export type MailingLogEntry = z.infer<typeof mailingLogEntry>;

export const mailingCount = z.object({
  count: z.number().int(),
  /** How many of the candidates an earlier job already sent (a second submission mails them again). */
  alreadyMailed: z.number().int(),
  /** When the last of those was sent (null: none of the candidates was mailed before). */
  lastMailedAt: isoDate.nullable(),
});
export type MailingCount = z.infer<typeof mailingCount>;

const errors = {
  401: 'This organisation is not set up with violation mailing (MAILING_NOT_ENABLED).',
  403: 'Not a member of the organisation.',
};

const call = callsOf('citations');

export const getMailingLog = call.get('getMailingLog', {
  path: '/api/v1/citations/{entity}/mailing/log',
  summary: 'The violation mailing log, newest first.',
  params: entityParams,
  response: z.array(mailingLogEntry),
  errors,
});

export const getMailingCount = call.get('getMailingCount', {
  path: '/api/v1/citations/{entity}/mailing/count',
  summary: `How many unpaid violations are more than ${MAILING_AGE_DAYS} days past their notice date.`,
  params: entityParams,
  response: mailingCount,
  errors,
});

export const sendMailing = call.post('sendMailing', {
  path: '/api/v1/citations/{entity}/mailing/send',
  summary:
    'Sends the mailing candidates to the mailing vendor (local test mode: the job is recorded with a transaction id) and logs each citation mailed. No body.',
  params: entityParams,
  response: mailingLogEntry,
  errors: { ...errors, 409: 'No violations to mail.' },
});

/** This group's calls, for the provider router and the OpenAPI document. */
export const citationMailingCalls: CallDefinition[] = [getMailingLog, getMailingCount, sendMailing];
