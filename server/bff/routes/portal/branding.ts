import 'server-only';
import { bffRouter } from '../../route';

/** /api/portal-brand: the staff's branding page of the customer portals. */
export const portalBrandingRoutes = bffRouter('/api/portal-brand');
