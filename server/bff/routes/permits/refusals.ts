import 'server-only';
import { permitsMessages as pm } from '@/lib/messages/permits';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';

/** Permits: the provider's codes of this area and the texts the screens show for them (spec 2 §8). */
export const permitsRefusals: RefusalTable = {};

/** Permit types: create (spec 2 §5, §8). */
export const createTypeRefusals: RefusalTable = {
  PRICE_NOT_ALLOWED: { message: pm.permitPriceTooHigh },
  PERMITS_NOT_ACTIVATED: { message: pm.permitCreateFailed },
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: pm.permitCreateFailed },
};

/** Permit types: edit. */
export const updateTypeRefusals: RefusalTable = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: pm.permitUpdateFailed },
};

/** Permit types: archive (delete). */
export const archiveTypeRefusals: RefusalTable = {
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: pm.permitDeleteFailed },
};

/** 'Activate Vert Permits' and 'Verify business': one text for every failure (spec 2 §8). */
export const activationRefusals: RefusalTable = {
  BILLING_DENIED: { message: pm.activationFailed },
  FORBIDDEN: { message: pm.activationFailed },
  PORTAL_NOT_CONFIGURED: { message: pm.activationFailed },
  NO_PAYOUTS_ACCOUNT: { message: pm.activationFailed },
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message: pm.activationFailed },
};
