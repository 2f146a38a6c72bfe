import 'server-only';
import { bffRouter } from '../../route';

/** /api/portal: the public customer portal pages (no staff session; the portal host names the organisation). */
export const portalCustomerRoutes = bffRouter('/api/portal');
