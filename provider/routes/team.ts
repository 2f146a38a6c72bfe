import type { Hono, MiddlewareHandler } from 'hono';
import { listTeamUsers } from '../../lib/contract';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';
import { authedRoute } from '../http/route';
import { requireMember } from '../services/entity-access';
import { listTeamMembers } from '../services/team-users';

/** Team (this area: the members list with capture counts). */
export function mountTeamRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, listTeamUsers, auth, async ({ auth, params }) => {
    await requireMember(db, auth.user.uuid, params.entity);
    return listTeamMembers(db, params.entity);
  });
}
