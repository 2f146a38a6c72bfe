import type { Hono, MiddlewareHandler } from 'hono';
import {
  checkOrgAuth,
  createMasterOrg,
  createOrg,
  deleteOrg,
  listOrgs,
  renameOrg,
} from '../../lib/contract';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';
import { fail } from '../../platform/errors';
import { authedRoute } from '../http/route';
import { isSuperAdmin } from '../services/access';
import {
  createMasterOrganisation,
  createOrganisation,
  deleteOrganisation,
  renameOrganisation,
  listOrganisations,
} from '../services/orgs';

/** Organisation list, create, rename, delete, master organisation and the super-admin check. */
export function mountOrgRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  // Static paths before /orgs/{id}/… so 'checkauth' and 'new' are never taken for an id.
  authedRoute(app, checkOrgAuth, auth, async ({ auth }) => {
    if (!(await isSuperAdmin(db, auth.user.uuid))) throw fail.notSuperAdmin();
    return { isSuperAdmin: true as const };
  });

  authedRoute(app, listOrgs, auth, ({ auth }) => listOrganisations(db, auth.user));

  authedRoute(app, createOrg, auth, ({ auth, body }) => createOrganisation(db, auth.user, body));

  authedRoute(app, createMasterOrg, auth, ({ auth, body }) =>
    createMasterOrganisation(db, auth.user, body),
  );

  authedRoute(app, renameOrg, auth, ({ auth, params, body }) =>
    renameOrganisation(db, auth.user, params.id, body),
  );

  authedRoute(app, deleteOrg, auth, ({ auth, params }) =>
    deleteOrganisation(db, auth.user, params.id),
  );
}
