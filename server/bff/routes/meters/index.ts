import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { meterTableRoutes } from './meters';
import { meterRatesRoutes } from './rates';
import { meterSessionsRoutes } from './sessions';
import { meterPortalRoutes } from './portal';

export { meterTableRefusals } from './meters-refusals';
export { meterSessionsRefusals } from './sessions-refusals';
export { meterRatesRefusals } from './rates-refusals';

/** Parking meters (spec 3): meters and earnings, the weekly rate schedule, paid sessions, the public meter page and receipts. Each group's router applies its own guards and refusals. */
export const metersArea = new Hono<BffEnv>()
  .route('/meters', meterTableRoutes)
  .route('/meter-rates', meterRatesRoutes)
  .route('/meter-sessions', meterSessionsRoutes)
  .route('/meter-portal', meterPortalRoutes);
