import { portalBrandingBffRoutes } from './branding';
import { portalCustomerBffRoutes } from './customer';

export type { SaveBrandingBody, SubdomainCheck } from './branding';

/**
 * The BFF routes of the customer portals (plain data, no zod): the staff's branding page, and the
 * public pages customers use on the organisation's portal host.
 */
export const portalBffRoutes = { ...portalBrandingBffRoutes, ...portalCustomerBffRoutes };
