import { z } from 'zod';
import { callsOf, isoDate } from '../define-call';
import { emailText } from '../text';

/** One mail of the provider's outbox, as the development outbox call returns it. */
export const outboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: isoDate,
});

export type OutboxMail = z.infer<typeof outboxMail>;

const call = callsOf('dev');

export const devOutbox = call.get('devOutbox', {
  path: '/api/v1/dev/outbox',
  summary:
    'Development and tests only (provider env PROVIDER_EXPOSE_OUTBOX=1): the newest mails of the outbox, newest first, optionally for one address.',
  auth: false,
  query: z.object({ to: emailText('to').optional() }),
  response: z.object({ mails: z.array(outboxMail) }),
  errors: { 404: 'The outbox is not exposed.' },
});
