import type { Hono, MiddlewareHandler } from 'hono';
import { deleteTimeLimit, getTimeLimit, saveTimeLimit } from '../../lib/contract';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';
import { authedRoute } from '../http/route';
import { deleteTimeLimitOf, getTimeLimitOf, saveTimeLimitOf } from '../services/lists';

/** Digital chalking: the time limit of a time-limit list (type 2). */
export function mountTimeLimitRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, getTimeLimit, auth, ({ auth, params }) =>
    getTimeLimitOf(db, auth.user.uuid, params.uuid),
  );
  authedRoute(app, saveTimeLimit, auth, ({ auth, body }) =>
    saveTimeLimitOf(db, auth.user.uuid, body.listUUID, body.minutes),
  );
  authedRoute(app, deleteTimeLimit, auth, ({ auth, params }) =>
    deleteTimeLimitOf(db, auth.user.uuid, params.uuid),
  );
}
