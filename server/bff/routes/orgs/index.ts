import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { orgRoutes } from './orgs';

export { requireOrgList, who } from './org-list';
export { loadOrgs } from './orgs';

/** Organisations. */
export const orgsArea = new Hono<BffEnv>().route('/orgs', orgRoutes);
