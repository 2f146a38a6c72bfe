import 'server-only';
import { messages } from '@/lib/messages';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';

/** Reports: a failed call reads 'An error occurred generating your report…' (spec 1 §8). */
export const reportsRefusals: RefusalTable = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: messages.reportFailed },
};
