import 'server-only';
import { billingBffRoutes } from '@/lib/contract/billing/bff-routes';
import { bffRouter, on } from '../../route';
import { getSubscription } from '@/lib/contract';
import { callProvider } from '@/server/provider-client';
import { requireOrg, requireSession } from '../../guards';

export const subscriptionRoutes = bffRouter('/api/subscription');

/** Subscription and trial state of the chosen organisation (trial banner and ended dialog). */
on(subscriptionRoutes, billingBffRoutes.getSubscription, requireSession, requireOrg, async (c) => {
  const subscription = await callProvider(getSubscription, {
    token: c.get('session').providerJwt,
    query: { entityuuid: c.get('org').uuid },
  });
  return c.json(subscription);
});
