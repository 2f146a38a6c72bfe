import 'server-only';
import { messages } from '@/lib/messages';
import type { RefusalTable } from '../../errors';

/** Billing and payouts: only super administrators (spec 1 §6 'Access denied…'). */
export const billingRefusals: RefusalTable = {
  BILLING_DENIED: { status: 403, message: messages.billingDenied },
  FORBIDDEN: { status: 403, message: messages.billingDenied },
  PORTAL_NOT_CONFIGURED: { status: 409, message: messages.portalSubdomainRequired },
  NO_PAYOUTS_ACCOUNT: { status: 409, message: messages.activatePaymentsFirst },
};
