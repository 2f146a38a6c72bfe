import { Hono } from 'hono';
import { areaOf } from '../../area-guard';
import type { BffEnv } from '../../context';
import { overviewRoutes } from './overview';
import { scansRoutes } from './scans';
import { alertsRoutes } from './alerts';

export { scanListResponse, toScanView } from './scan-view';

/** Overview, scans and alerts. */
export const lprArea = new Hono<BffEnv>()
  .use(...areaOf('/overview', 'home'))
  .use(...areaOf('/scans', 'lpr'))
  .use(...areaOf('/alerts', 'lpr'))
  .route('/overview', overviewRoutes)
  .route('/scans', scansRoutes)
  .route('/alerts', alertsRoutes);
