import type { Hono, MiddlewareHandler } from 'hono';
import { deleteTimeLimit, getTimeLimit, saveTimeLimit } from '../../lib/contract';
import type { Db } from '../db/types';
import { PATROL, STAFF } from '../services/access';
import type { ProviderEnv } from '../http/env';
import {
  deleteTimeLimitOf,
  getTimeLimitOf,
  saveTimeLimitOf,
  listOrganisation,
} from '../services/lists';
import { orgRoutes } from './org-routes';

/** Digital chalking: the time limit of a time-limit list (type 2). */
export function mountTimeLimitRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const patrol = orgRoutes(app, auth, PATROL);
  const staff = orgRoutes(app, auth, STAFF);
  patrol.jsonByRow(
    getTimeLimit,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    ({ ctx, params }) => getTimeLimitOf(ctx, params.uuid),
  );
  staff.jsonByRow(
    saveTimeLimit,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.body.listUUID),
    ({ ctx, body }) => saveTimeLimitOf(ctx, body.listUUID, body.minutes),
  );
  staff.jsonByRow(
    deleteTimeLimit,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    ({ ctx, params }) => deleteTimeLimitOf(ctx, params.uuid),
  );
}
