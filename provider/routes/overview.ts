import type { Hono, MiddlewareHandler } from 'hono';
import { getActivity, getAllStats, getHeatmap } from '../../lib/contract';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';
import { authedRoute, honoPath } from '../http/route';
import { activity, allStats, heatmap } from '../services/lpr';

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
  authedRoute(app, getHeatmap, auth, ({ params }) => heatmap(db, params.entity, params.timezone), {
    path: HEATMAP_PATH,
  });

  authedRoute(app, getActivity, auth, ({ params, query }) =>
    activity(db, params.entity, query.timezone),
  );

  authedRoute(app, getAllStats, auth, ({ params, query }) =>
    allStats(db, params.entity, query.timezone),
  );
}
