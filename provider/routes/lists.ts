import type { Hono, MiddlewareHandler } from 'hono';
import {
  addPlate,
  createList,
  deleteList,
  deletePlate,
  getList,
  listLists,
  listPlates,
  listSimpleLists,
  replaceListPlates,
  replaceListPlatesStream,
  replacePlatesLine,
  searchListPlates,
  updateList,
  updatePlate,
} from '../../lib/contract';
import type { Db } from '../db/types';
import { PATROL, STAFF } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { fail } from '../../platform/errors';
import { requestLines, validatedLines } from '../http/ndjson';
import { jsonAnswer, orgRawRoute, orgRoute } from '../http/route';
import {
  addPlateTo,
  deletePlateOf,
  listPlatesOf,
  replacePlatesOf,
  searchPlatesOf,
  updatePlateOf,
  createListFor,
  deleteListOf,
  getListOf,
  listListsFor,
  updateListOf,
  listSimpleListsOf,
  listOrganisation,
  plateOrganisation,
} from '../services/lists';

/** Plate lists and their plates (geofences, time limits and integrations have their own files). */
export function mountListRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(app, listSimpleLists, auth, PATROL, ({ params }) =>
    listSimpleListsOf(db, params.entity),
  );

  orgRoute(app, listLists, auth, PATROL, ({ ctx }) => listListsFor(ctx));
  orgRoute(app, createList, auth, STAFF, ({ ctx, body }) => createListFor(ctx, body));
  orgRoute(
    app,
    updateList,
    auth,
    { role: STAFF, organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.body.uuid) },
    ({ ctx, body }) => updateListOf(ctx, body),
  );
  orgRoute(
    app,
    deleteList,
    auth,
    { role: STAFF, organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid) },
    ({ ctx, params }) => deleteListOf(ctx, params.uuid),
  );
  orgRoute(
    app,
    getList,
    auth,
    {
      role: PATROL,
      organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    },
    ({ ctx, params }) => getListOf(ctx, params.uuid),
  );

  orgRoute(
    app,
    listPlates,
    auth,
    {
      role: PATROL,
      organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    },
    ({ ctx, params, query }) => listPlatesOf(ctx, params.uuid, query.limit),
  );
  orgRoute(
    app,
    searchListPlates,
    auth,
    {
      role: PATROL,
      organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    },
    ({ ctx, params }) => searchPlatesOf(ctx, params.uuid, params.query),
  );
  orgRoute(
    app,
    addPlate,
    auth,
    { role: STAFF, organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.body.listId) },
    ({ ctx, body }) => addPlateTo(ctx, body),
  );
  orgRoute(
    app,
    updatePlate,
    auth,
    { role: STAFF, organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.body.listId) },
    ({ ctx, body }) => updatePlateOf(ctx, body),
  );
  orgRoute(
    app,
    deletePlate,
    auth,
    {
      role: STAFF,
      organisationOf: (i) => plateOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    },
    ({ ctx, params }) => deletePlateOf(ctx, params.uuid),
  );
  orgRoute(
    app,
    replaceListPlates,
    auth,
    {
      role: STAFF,
      organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.body.listUUID),
    },
    ({ ctx, body }) => replacePlatesOf(ctx, body.listUUID, body.plates),
  );

  orgRawRoute(
    app,
    replaceListPlatesStream,
    auth,
    { role: STAFF, organisationOf: (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid) },
    async ({ ctx, params, c }) => {
      if (!/^application\/(x-)?ndjson\b/i.test(c.req.header('content-type') ?? '')) {
        throw fail.badRequest('Send the plates as application/x-ndjson, one plate per line.');
      }
      // Read and validated in full (idle and total timeouts) before one short transaction.
      const result = await replacePlatesOf(
        ctx,
        params.uuid,
        validatedLines(requestLines(c.req.raw), replacePlatesLine),
        { refuseEmpty: true },
      );
      return jsonAnswer(c, replaceListPlatesStream, result);
    },
  );
}
