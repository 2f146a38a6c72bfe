/** The SWR key of the branding page (not a client module: the page builds the same key). */
import { portalBrandingBffRoutes } from '@/lib/contract/portal/bff-routes/branding';
import { endpointKey } from '../keys';

export const PORTAL_BRANDING_KEY = endpointKey(portalBrandingBffRoutes.getBranding);
