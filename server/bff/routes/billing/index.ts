import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { subscriptionRoutes } from './subscription';
import { billingRoutes } from './billing';

export { loadBilling, loadPayouts } from './billing';

/** Subscription and billing. */
export const billingArea = new Hono<BffEnv>()
  .route('/subscription', subscriptionRoutes)
  .route('/billing', billingRoutes);
