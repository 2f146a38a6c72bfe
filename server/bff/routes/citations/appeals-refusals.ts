import 'server-only';
import { APPEAL_ALREADY_RESPONDED, APPEAL_EMAIL_MISSING } from '@/lib/contract';
import { citationsMessages } from '@/lib/messages/citations';
import type { RefusalTable } from '../../errors';

/** Someone answered the appeal first: the one who lost reads this (and goes back to the list). */
export const APPEAL_RESPONDED_TEXT =
  'This appeal was already responded to by someone else. Reload to see its status.';

/** The appeal actions' refusals (spec 3 §8 "Appeal email missing"). */
export const appealRefusals: RefusalTable = {
  [APPEAL_EMAIL_MISSING]: { message: citationsMessages.appealEmailMissing },
  [APPEAL_ALREADY_RESPONDED]: { message: APPEAL_RESPONDED_TEXT },
};
