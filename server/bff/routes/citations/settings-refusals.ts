import 'server-only';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';

/** Violation settings: a failed load or change reads as the §8 load-failure text. */
export const violationSettingsRefusals: RefusalTable = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: cm.ticketSettingsLoadFailed },
};

/** The violation portal's settings: the §8 brand save failure text. */
export const citationPortalRefusals: RefusalTable = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: cm.portalSaveFailed },
};
