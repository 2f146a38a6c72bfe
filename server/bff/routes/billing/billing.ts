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
} from '@/lib/contract';
import { type OrgCaller, parseBody } from '../../context';
import { requireOrg, requireSession } from '../../guards';

/**
 * /api/billing: the payouts setup checklist (/billing-and-payouts) and the subscription
 * (/billing). Only super administrators of the session's organisation: everyone else gets 403
 * with the spec's 'Access denied…' text (refusals.ts).
 */
export const billingRoutes = bffRouter('/api/billing');
billingRoutes.use('*', requireSession, requireOrg);

/** The loaders of the billing screens (their routes and their pages' first view). */
export function loadPayouts(p: OrgCaller) {
  return p.call(getPayoutsStatus, { params: { entity: p.entity } });
}
export function loadBilling(p: OrgCaller) {
  return p.call(getBilling, { params: { entity: p.entity } });
}

on(billingRoutes, billingBffRoutes.getPayouts, async (c) =>
  c.json(await loadPayouts(c.var.caller)),
);

on(billingRoutes, billingBffRoutes.activatePayouts, async (c) => {
  const p = c.var.caller;
  return c.json(await p.call(createPayoutsAccount, { params: { entity: p.entity } }));
});

/** The verification URL the browser goes to. */
on(billingRoutes, billingBffRoutes.payoutsSetup, async (c) => {
  const p = c.var.caller;
  return c.json(await p.call(getPayoutsSetupUrl, { params: { entity: p.entity } }));
});

on(billingRoutes, billingBffRoutes.getBilling, async (c) =>
  c.json(await loadBilling(c.var.caller)),
);

on(billingRoutes, billingBffRoutes.startSubscription, async (c) => {
  const p = c.var.caller;
  const body = await parseBody(c, subscriptionBody);
  return c.json(await p.call(startSubscription, { params: { entity: p.entity }, body }));
});
