import 'server-only';
import { getMailingCount, getMailingLog, mailingLogEntry, sendMailing } from '@/lib/contract';
import {
  mailingCountResponse,
  mailingLogResponse,
  mailingSubmitBody,
} from '@/lib/contract/citations/bff';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { citationsMessages } from '@/lib/messages/citations';
import { endpoint } from '../../endpoint';
import type { RefusalTable } from '../../errors';

/** /api/citations/mailing: violation mailing: count, submit, log (mailing organisations only). */

const NOT_MAILING = {
  403: 'This organization is not set up with violation mailing. Please contact support for more info.',
};

/**
 * Violation mailing (spec 3 §8): the provider's 401 for a non-mailing organisation is the
 * catalogue text, answered as 403 (a 401 means an ended session to the browser).
 */
const mailingRefusals: RefusalTable = {
  MAILING_NOT_ENABLED: { status: 403, message: citationsMessages.mailingNotSetUp },
  NOTHING_TO_MAIL: { status: 409, message: 'There are no violations to mail.' },
};

export const citationMailingEndpoints = [
  endpoint(routes.mailingLog, {
    summary:
      'The violation mailing log, newest first; a non-mailing organisation: 403 MAILING_NOT_ENABLED with the catalogue text.',
    response: mailingLogResponse,
    errors: NOT_MAILING,
    refusals: mailingRefusals,
    handler: async ({ caller }) => ({
      log: await caller.call(getMailingLog, { params: { entity: caller.entity } }),
    }),
  }),

  endpoint(routes.mailingCount, {
    summary: 'The search: how many unpaid violations are more than 30 days past the notice date.',
    response: mailingCountResponse,
    errors: NOT_MAILING,
    refusals: mailingRefusals,
    handler: ({ caller }) => caller.call(getMailingCount, { params: { entity: caller.entity } }),
  }),

  endpoint(routes.mailingSubmit, {
    summary: 'Submits the mailing job to the vendor (body {}); answers its log entry.',
    body: mailingSubmitBody,
    response: mailingLogEntry,
    errors: { ...NOT_MAILING, 409: 'No violations to mail.' },
    refusals: mailingRefusals,
    handler: ({ caller }) => caller.call(sendMailing, { params: { entity: caller.entity } }),
  }),
];
