import 'server-only';
import { messages } from '@/lib/messages';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';

/** Lists, rules and geofences: a failed call reads 'An error has occurred…' (spec 1 §8, list or upload failure). */
export const listsRefusals: RefusalTable = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: messages.listFailed },
};
