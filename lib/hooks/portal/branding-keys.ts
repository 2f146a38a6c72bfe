/** The SWR key of the branding page (not a client module: the page builds the same key). */
import { portalBffRoutes } from '@/lib/contract/portal/bff-routes';
import { endpointKey } from '../endpoint-key';

export const PORTAL_BRANDING_KEY = endpointKey(portalBffRoutes.brandingGet);
