import 'server-only';
import { Hono } from 'hono';
import { getSubscription } from '@/lib/contract';
import type { BffEnv } from '../../context';
import { requireOrg, requireSession } from '../../guards';

export const subscriptionRoutes = new Hono<BffEnv>();

/** Subscription and trial state of the chosen organisation (trial banner and ended dialog). */
subscriptionRoutes.get('/', requireSession, requireOrg, async (c) => {
  const p = c.var.caller;
  const subscription = await p.call(getSubscription, { query: { entityuuid: p.entity } });
  return c.json(subscription);
});
