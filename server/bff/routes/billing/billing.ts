import 'server-only';
import { Hono } from 'hono';
import {
  createPayoutsAccount,
  getBilling,
  getPayoutsSetupUrl,
  getPayoutsStatus,
  startSubscription,
  subscriptionBody,
} from '@/lib/contract';
import { type BffEnv, type OrgCaller, parseBody } from '../../context';
import { requireOrg, requireSession } from '../../guards';

/**
 * /api/billing: the payouts setup checklist (/billing-and-payouts) and the subscription
 * (/billing). Only super administrators of the session's organisation: everyone else gets 403
 * with the spec's 'Access denied…' text (refusals.ts).
 */
export const billingRoutes = new Hono<BffEnv>();
billingRoutes.use('*', requireSession, requireOrg);

/** The loaders of the billing screens (their routes and their pages' first view). */
export function loadPayouts(p: OrgCaller) {
  return p.call(getPayoutsStatus, { params: { entity: p.entity } });
}
export function loadBilling(p: OrgCaller) {
  return p.call(getBilling, { params: { entity: p.entity } });
}

billingRoutes.get('/payouts', async (c) => c.json(await loadPayouts(c.var.caller)));

billingRoutes.post('/payouts/activate', async (c) => {
  const p = c.var.caller;
  return c.json(await p.call(createPayoutsAccount, { params: { entity: p.entity } }));
});

/** The verification URL the browser goes to. */
billingRoutes.post('/payouts/setup', async (c) => {
  const p = c.var.caller;
  return c.json(await p.call(getPayoutsSetupUrl, { params: { entity: p.entity } }));
});

billingRoutes.get('/subscription', async (c) => c.json(await loadBilling(c.var.caller)));

billingRoutes.post('/subscription', async (c) => {
  const p = c.var.caller;
  const body = await parseBody(c, subscriptionBody);
  return c.json(await p.call(startSubscription, { params: { entity: p.entity }, body }));
});
