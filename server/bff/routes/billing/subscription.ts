import 'server-only';
import { billingBffRoutes } from '@/lib/contract/billing/bff-routes';
import { bffRouter, on } from '../../route';
import { getSubscription } from '@/lib/contract';
import { requireOrg, requireSession } from '../../guards';

export const subscriptionRoutes = bffRouter('/api/subscription');

/** Subscription and trial state of the chosen organisation (trial banner and ended dialog). */
on(subscriptionRoutes, billingBffRoutes.getSubscription, requireSession, requireOrg, async (c) => {
  const p = c.var.caller;
  const subscription = await p.call(getSubscription, { query: { entityuuid: p.entity } });
  return c.json(subscription);
});
