import 'server-only';
import { bffRouter } from '../../route';

/** /api/permits/business: the BFF routes of the permit business screens. */
export const permitBusinessRoutes = bffRouter('/api/permits/business');
