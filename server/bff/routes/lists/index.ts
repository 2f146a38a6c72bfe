import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { listsRoutes } from './lists';
import { timelimitRoutes } from './timelimit';
import { geofenceRoutes } from './geofence';

export { PLATE_CSV_TOO_LARGE } from './plates-csv';
export { loadTimeLimitRules } from './timelimit';

/** Lists, digital chalking rules and geofences. */
export const listsArea = new Hono<BffEnv>()
  .route('/lists', listsRoutes)
  .route('/timelimit', timelimitRoutes)
  .route('/geofence', geofenceRoutes);
