import type { Hono, MiddlewareHandler } from 'hono';
import { getActivity, getAllStats, getHeatmap } from '../../lib/contract';
import type { Db } from '../db/types';
import { STAFF } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { honoPath } from '../http/route';
import { activity, allStats, heatmap } from '../services/lpr';
import { orgRoutes } from './org-routes';

/**
 * The heatmap's zone is a path segment: clients send it URL-encoded (America%2FNew_York), which
 * the router keeps as one segment; the pattern also takes a raw 'America/New_York'.
 */
const HEATMAP_PATH = honoPath(getHeatmap.path).replace(':timezone', ':timezone{.+}');

/** Overview: heatmap, latest activity, counters and recent map points. */
export function mountOverviewRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(getHeatmap, ({ params }) => heatmap(db, params.entity, params.timezone), {
    path: HEATMAP_PATH,
  });

  staff.json(getActivity, ({ params, query }) => activity(db, params.entity, query.timezone));

  staff.json(getAllStats, ({ params, query }) => allStats(db, params.entity, query.timezone));
}
