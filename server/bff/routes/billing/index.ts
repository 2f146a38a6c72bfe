import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { refusals } from '../../errors';
import { billingRefusals } from './refusals';
import { subscriptionRoutes } from './subscription';
import { billingRoutes } from './billing';

export { loadBilling, loadPayouts } from './billing';
export { billingRefusals } from './refusals';

/** Subscription and billing. */
export const billingArea = new Hono<BffEnv>()
  .use('/billing/*', refusals(billingRefusals))
  .route('/subscription', subscriptionRoutes)
  .route('/billing', billingRoutes);
