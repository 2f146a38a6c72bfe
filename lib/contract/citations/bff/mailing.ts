import { z } from 'zod';
import { mailingCount, mailingLogEntry } from '../mailing';

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
