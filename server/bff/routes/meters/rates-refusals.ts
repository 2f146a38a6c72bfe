import 'server-only';
import { metersMessages } from '@/lib/messages/meters';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';

/**
 * The rate schedule's refusals: an unknown meter or slot (another organisation's too) is 404 with
 * its own text; a broken §5 rule (400) and an overlap (409) keep the provider's clear text.
 */
export const meterRatesRefusals: RefusalTable = {
  METER_NOT_FOUND: { message: metersMessages.rateNoSuchMeter },
  RATE_NOT_FOUND: { message: metersMessages.rateNoSuchRate },
};

/** Saving a slot (create, edit, move, resize): its failure text. */
export const meterRateSaveRefusals: RefusalTable = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: metersMessages.rateSaveFailed },
};

/** Removing a slot: its failure text. */
export const meterRateRemoveRefusals: RefusalTable = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: metersMessages.rateRemoveFailed },
};
