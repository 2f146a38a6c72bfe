import 'server-only';
import { bffRouter } from '../../route';

/** /api/permits/holders: the BFF routes of the permit holders screens. */
export const permitHoldersRoutes = bffRouter('/api/permits/holders');
