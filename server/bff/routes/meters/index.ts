import { Hono } from 'hono';
import { areaOf } from '../../area-guard';
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
  .use(...areaOf('/meters', 'meters'))
  .use(...areaOf('/meter-rates', 'meters'))
  .use(...areaOf('/meter-sessions', 'meters'))
  .route('/meters', meterTableRoutes)
  .route('/meter-rates', meterRatesRoutes)
  .route('/meter-sessions', meterSessionsRoutes)
  .route('/meter-portal', meterPortalRoutes);
