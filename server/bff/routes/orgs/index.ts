import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { refusals } from '../../errors';
import { orgsRefusals } from './refusals';
import { orgRoutes } from './orgs';

export { loadOrgs } from './orgs';

/** Organisations. */
export const orgsArea = new Hono<BffEnv>()
  .use('/orgs/*', refusals(orgsRefusals))
  .route('/orgs', orgRoutes);
