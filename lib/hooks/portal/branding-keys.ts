/**
 * The SWR key of the branding screen, for the violation portal's first view
 * (server/bff/views/citations/portal-page.ts) until that page lists its keys with bffFirstView;
 * the portal area's own pages and BrandingScreen use endpointKey(portalBffRoutes.brandingGet).
 */
import { portalBffRoutes } from '@/lib/contract/portal/bff-routes';
import { endpointKey } from '../endpoint-key';

export const PORTAL_BRANDING_KEY = endpointKey(portalBffRoutes.brandingGet);
