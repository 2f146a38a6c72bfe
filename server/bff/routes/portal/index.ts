import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { refusals } from '../../errors';
import { portalRefusals } from './refusals';
import { portalBrandingRoutes } from './branding';
import { portalCustomerRoutes } from './customer';

export { portalRefusals } from './refusals';

/** The customer portals: the staff's branding page and the public portal pages. */
export const portalArea = new Hono<BffEnv>()
  .use('/portal-brand/*', refusals(portalRefusals))
  .use('/portal/*', refusals(portalRefusals))
  .route('/portal-brand', portalBrandingRoutes)
  .route('/portal', portalCustomerRoutes);
