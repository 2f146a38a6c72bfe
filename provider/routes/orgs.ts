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
import { ORG_ADMIN, ORG_OWNER } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { fail } from '../../platform/errors';
import { signedInRoute } from '../http/route';
import { isSuperAdmin } from '../services/access';
import {
  createMasterOrganisation,
  createOrganisation,
  deleteOrganisation,
  renameOrganisation,
  listOrganisations,
} from '../services/orgs';
import { orgRoutes } from './org-routes';

/** Organisation list, create, rename, delete, master organisation and the super-admin check. */
export function mountOrgRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const orgAdmin = orgRoutes(app, auth, ORG_ADMIN);
  const orgOwner = orgRoutes(app, auth, ORG_OWNER);
  // Static paths before /orgs/{id}/… so 'checkauth' and 'new' are never taken for an id.
  signedInRoute(app, checkOrgAuth, auth, async ({ auth }) => {
    if (!(await isSuperAdmin(db, auth.user.uuid))) throw fail.notSuperAdmin();
    return { isSuperAdmin: true as const };
  });

  signedInRoute(app, listOrgs, auth, ({ auth }) => listOrganisations(db, auth.user));

  signedInRoute(app, createOrg, auth, ({ auth, body }) => createOrganisation(db, auth.user, body));

  signedInRoute(app, createMasterOrg, auth, ({ auth, body }) =>
    createMasterOrganisation(db, auth.user, body),
  );

  orgAdmin.json(renameOrg, ({ ctx, body }) => renameOrganisation(ctx, body));

  orgOwner.json(deleteOrg, ({ ctx }) => deleteOrganisation(ctx));
}
