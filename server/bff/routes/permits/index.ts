import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { refusals } from '../../errors';
import { permitsRefusals } from './refusals';
import { permitProductsRoutes } from './products';
import { permitIssuedRoutes } from './issued';
import { permitApprovalsRoutes } from './approvals';
import { permitHoldersRoutes } from './holders';
import { permitBusinessRoutes } from './business';

export { permitsRefusals } from './refusals';

/** Permits: permit types, approvals and issued permits, permit holders, business accounts. */
export const permitsArea = new Hono<BffEnv>()
  .use('/permits/*', refusals(permitsRefusals))
  .route('/permits/products', permitProductsRoutes)
  .route('/permits/issued', permitIssuedRoutes)
  .route('/permits/approvals', permitApprovalsRoutes)
  .route('/permits/holders', permitHoldersRoutes)
  .route('/permits/business', permitBusinessRoutes);
