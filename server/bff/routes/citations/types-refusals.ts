import 'server-only';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';

/** Violation types: the provider's codes and the texts the screens show (spec 3 §8). */

/** Create: no payouts account → the activation text; a failure → the create failure text. */
export const createCitationTypeRefusals: RefusalTable = {
  VIOLATIONS_NOT_ACTIVATED: { message: cm.activateViolationsFirst },
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: cm.citationCreateFailed },
};

/** Edit, archive and delete: the create/update failure text (spec 3 §8 "Citation create failure"). */
export const changeCitationTypeRefusals: RefusalTable = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: cm.citationCreateFailed },
};

/** 'Activate Vert Violations': one text for every failure (spec 3 §8 Activation failure). */
export const citationActivationRefusals: RefusalTable = {
  BILLING_DENIED: { message: cm.activationFailed },
  FORBIDDEN: { message: cm.activationFailed },
  PORTAL_NOT_CONFIGURED: { message: cm.activationFailed },
  NO_PAYOUTS_ACCOUNT: { message: cm.activationFailed },
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: cm.activationFailed },
};
