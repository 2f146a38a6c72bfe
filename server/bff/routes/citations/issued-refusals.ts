import 'server-only';
import { citationsMessages } from '@/lib/messages/citations';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';

/** Removing an evidence image: the catalogue's image removal failure (spec 3 §8), whatever failed. */
export const imageRemovalRefusals: RefusalTable = {
  BAD_REQUEST: { message: citationsMessages.imageRemovalFailed },
  NOT_FOUND: { message: citationsMessages.imageRemovalFailed },
  [PROVIDER_FAILED]: {
    status: PROVIDER_FAILED_STATUS,
    message: citationsMessages.imageRemovalFailed,
  },
};
