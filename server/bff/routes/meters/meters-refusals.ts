import 'server-only';
import { metersMessages } from '@/lib/messages/meters';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';

/** The meters screens (spec 3 §2): another organisation's meter reads as no such meter. */
export const meterTableRefusals: RefusalTable = {
  NOT_FOUND: { status: 404, message: metersMessages.meterNotFound },
};

/** Edit meter: a failure reads in the dialog's words. */
export const meterUpdateRefusals: RefusalTable = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: metersMessages.meterSaveFailed },
};
