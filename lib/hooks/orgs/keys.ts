/**
 * The SWR keys (BFF paths) of the orgs screens' hooks, built from the area's route table with
 * endpointKey. Not a client module: a page's server component builds the same key from the same
 * URL state to hand its first view to the hook (FirstView). One file per area, so a page's first
 * load carries only its own area's routes.
 */
import { endpointKey } from '../endpoint-key';
import { orgsBffRoutes } from '@/lib/contract/orgs/bff-routes';

export const ORGS_KEY = endpointKey(orgsBffRoutes.listOrgs);
