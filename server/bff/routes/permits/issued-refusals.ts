import 'server-only';
import { permitsMessages } from '@/lib/messages/permits';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';

/** Two staff decided (or changed) the same permit at once: the one who lost reads this. */
export const ALREADY_DECIDED =
  'This permit was already decided or changed by someone else. Reload to see its status.';

export const NOT_HOLDERS_VEHICLE = "Not one of the holder's vehicles.";

/** Approve / Reject and the manual status change: the catalogue's status failure (spec 2 §8). */
export const statusRefusals: RefusalTable = {
  BAD_REQUEST: { message: permitsMessages.permitStatusFailed },
  PERMIT_ALREADY_DECIDED: { message: ALREADY_DECIDED },
  [PROVIDER_FAILED]: {
    status: PROVIDER_FAILED_STATUS,
    message: permitsMessages.permitStatusFailed,
  },
};

/** The vehicle and dates dialogs: the catalogue's permit update failure (spec 2 §8). */
export const updateRefusals: RefusalTable = {
  [PROVIDER_FAILED]: {
    status: PROVIDER_FAILED_STATUS,
    message: permitsMessages.permitUpdateFailed,
  },
};
