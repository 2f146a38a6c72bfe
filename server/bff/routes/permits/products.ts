import 'server-only';
import { bffRouter } from '../../route';

/** /api/permits/products: the BFF routes of the permit products screens. */
export const permitProductsRoutes = bffRouter('/api/permits/products');
