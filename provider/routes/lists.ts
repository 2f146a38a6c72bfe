import type { Hono, MiddlewareHandler } from 'hono';
import { listSimpleLists } from '../../lib/contract';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';
import { authedRoute } from '../http/route';
import { requireMember } from '../services/entity-access';
import { listSimpleListsOf } from '../services/simple-lists';

/** Plate lists (this area: the simple lists; the lists area adds the rest). */
export function mountListRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, listSimpleLists, auth, async ({ auth, params }) => {
    await requireMember(db, auth.user.uuid, params.entity);
    return listSimpleListsOf(db, params.entity);
  });
}
