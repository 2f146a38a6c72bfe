import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { refusals } from '../../errors';
import { listsRefusals } from './refusals';
import { listsRoutes } from './lists';
import { timelimitRoutes } from './timelimit';
import { geofenceRoutes } from './geofence';

export { PLATE_CSV_TOO_LARGE } from './plates-csv';
export { loadTimeLimitRules } from './timelimit';

/** Lists, digital chalking rules and geofences. */
export const listsArea = new Hono<BffEnv>()
  .use('/lists/*', refusals(listsRefusals))
  .use('/timelimit/*', refusals(listsRefusals))
  .use('/geofence/*', refusals(listsRefusals))
  .route('/lists', listsRoutes)
  .route('/timelimit', timelimitRoutes)
  .route('/geofence', geofenceRoutes);
export { listsRefusals } from './refusals';
