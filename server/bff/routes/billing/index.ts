import 'server-only';
import { messages } from '@/lib/messages';
import { bffArea } from '../../endpoint';
import { billingEndpoints } from './billing';
import { subscriptionEndpoints } from './subscription';

/**
 * Subscription and billing. The subscription state is every role's (the frame's trial notices),
 * so only /api/billing has the area's texts: billing and payouts are for super administrators
 * (spec 1 §6 'Access denied…').
 */
export const billingArea = [
  ...bffArea({}, subscriptionEndpoints),
  ...bffArea(
    {
      BILLING_DENIED: { status: 403, message: messages.billingDenied },
      FORBIDDEN: { status: 403, message: messages.billingDenied },
      PORTAL_NOT_CONFIGURED: { status: 409, message: messages.portalSubdomainRequired },
      NO_PAYOUTS_ACCOUNT: { status: 409, message: messages.activatePaymentsFirst },
    },
    billingEndpoints,
  ),
];
