import 'server-only';
import { billingBffRoutes } from '@/lib/contract/billing/bff-routes';
import { bffRouter, on } from '../../route';
import {
  createPayoutsAccount,
  getBilling,
  getPayoutsSetupUrl,
  getPayoutsStatus,
  startSubscription,
  subscriptionBody,
  type CallDefinition,
} from '@/lib/contract';
import { messages } from '@/lib/messages';
import { callProvider, ProviderError, type CallOptions } from '@/server/provider-client';
import type { z } from 'zod';
import { type BffContext, parseBody } from '../../context';
import { BffError } from '../../errors';
import { requireOrg, requireSession } from '../../guards';
import { whoOf } from '../../views/who';

/**
 * /api/billing: the payouts setup checklist (/billing-and-payouts) and the subscription
 * (/billing). Only super administrators of the session's organisation: everyone else gets 403
 * with the spec's 'Access denied…' text.
 */
export const billingRoutes = bffRouter('/api/billing');
billingRoutes.use('*', requireSession, requireOrg);

const TEXTS: Record<string, { status: number; message: string }> = {
  BILLING_DENIED: { status: 403, message: messages.billingDenied },
  FORBIDDEN: { status: 403, message: messages.billingDenied },
  PORTAL_NOT_CONFIGURED: {
    status: 409,
    message: messages.portalSubdomainRequired,
  },
  NO_PAYOUTS_ACCOUNT: { status: 409, message: messages.activatePaymentsFirst },
};

async function billingCall<C extends CallDefinition>(
  call: C,
  options: CallOptions<C>,
): Promise<z.output<C['response']>> {
  try {
    return await callProvider(call, options);
  } catch (error) {
    const text = error instanceof ProviderError ? TEXTS[error.code] : undefined;
    if (text && !(error as ProviderError).endsSession) {
      throw new BffError(text.status, (error as ProviderError).code, text.message);
    }
    throw error;
  }
}

function who(c: BffContext) {
  return { token: c.get('session').providerJwt, params: { entity: c.get('org').uuid } };
}

/** The loaders of the billing screens (their routes and their pages' first view). */
export function loadPayouts({ token, entity }: { token: string; entity: string }) {
  return billingCall(getPayoutsStatus, { token, params: { entity } });
}
export function loadBilling({ token, entity }: { token: string; entity: string }) {
  return billingCall(getBilling, { token, params: { entity } });
}

on(billingRoutes, billingBffRoutes.getPayouts, async (c) => c.json(await loadPayouts(whoOf(c))));

on(billingRoutes, billingBffRoutes.activatePayouts, async (c) =>
  c.json(await billingCall(createPayoutsAccount, who(c))),
);

/** The verification URL the browser goes to. */
on(billingRoutes, billingBffRoutes.payoutsSetup, async (c) =>
  c.json(await billingCall(getPayoutsSetupUrl, who(c))),
);

on(billingRoutes, billingBffRoutes.getBilling, async (c) => c.json(await loadBilling(whoOf(c))));

on(billingRoutes, billingBffRoutes.startSubscription, async (c) => {
  const body = await parseBody(c, subscriptionBody);
  return c.json(await billingCall(startSubscription, { ...who(c), body }));
});
