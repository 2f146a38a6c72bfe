import 'server-only';
import { Hono } from 'hono';
import { getSubscription } from '@/lib/contract';
import { callProvider } from '@/server/provider-client';
import type { BffEnv } from '../../context';
import { requireOrg, requireSession } from '../../guards';

export const subscriptionRoutes = new Hono<BffEnv>();

/** Subscription and trial state of the chosen organisation (trial banner and ended dialog). */
subscriptionRoutes.get('/', requireSession, requireOrg, async (c) => {
  const subscription = await callProvider(getSubscription, {
    token: c.get('session').providerJwt,
    query: { entityuuid: c.get('org').uuid },
  });
  return c.json(subscription);
});
