import type { Hono, MiddlewareHandler } from 'hono';
import { deleteTimeLimit, getTimeLimit, saveTimeLimit } from '../../lib/contract';
import type { Db } from '../db/types';
import { PATROL, STAFF } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { orgRoute } from '../http/route';
import {
  deleteTimeLimitOf,
  getTimeLimitOf,
  saveTimeLimitOf,
  listOrganisation,
} from '../services/lists';

/** Digital chalking: the time limit of a time-limit list (type 2). */
export function mountTimeLimitRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(
    app,
    getTimeLimit,
    auth,
    {
      role: PATROL,
      organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    },
    ({ ctx, params }) => getTimeLimitOf(ctx, params.uuid),
  );
  orgRoute(
    app,
    saveTimeLimit,
    auth,
    {
      role: STAFF,
      organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.body.listUUID),
    },
    ({ ctx, body }) => saveTimeLimitOf(ctx, body.listUUID, body.minutes),
  );
  orgRoute(
    app,
    deleteTimeLimit,
    auth,
    { role: STAFF, organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid) },
    ({ ctx, params }) => deleteTimeLimitOf(ctx, params.uuid),
  );
}
