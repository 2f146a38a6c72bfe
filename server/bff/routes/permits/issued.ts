import 'server-only';
import { bffRouter } from '../../route';

/** /api/permits/issued: the BFF routes of the permit issued screens. */
export const permitIssuedRoutes = bffRouter('/api/permits/issued');
