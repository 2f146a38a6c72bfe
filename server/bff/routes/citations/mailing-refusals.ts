import 'server-only';
import { citationsMessages } from '@/lib/messages/citations';
import type { RefusalTable } from '../../errors';

/**
 * Violation mailing (spec 3 §8): the provider's 401 for a non-mailing organisation is the
 * catalogue text, answered as 403 (a 401 means an ended session to the browser).
 */
export const mailingRefusals: RefusalTable = {
  MAILING_NOT_ENABLED: { status: 403, message: citationsMessages.mailingNotSetUp },
  NOTHING_TO_MAIL: { status: 409, message: 'There are no violations to mail.' },
};
