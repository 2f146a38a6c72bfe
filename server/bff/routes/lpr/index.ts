import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { overviewRoutes } from './overview';
import { scansRoutes } from './scans';
import { alertsRoutes } from './alerts';

export { scanListResponse, toScanView } from './scan-view';

/** Overview, scans and alerts. */
export const lprArea = new Hono<BffEnv>()
  .route('/overview', overviewRoutes)
  .route('/scans', scansRoutes)
  .route('/alerts', alertsRoutes);
