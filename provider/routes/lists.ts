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
import { jsonAnswer } from '../http/route';
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
import { orgRoutes } from './org-routes';

/** Plate lists and their plates (geofences, time limits and integrations have their own files). */
export function mountListRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const patrol = orgRoutes(app, auth, PATROL);
  const staff = orgRoutes(app, auth, STAFF);
  patrol.json(listSimpleLists, ({ params }) => listSimpleListsOf(db, params.entity));

  patrol.json(listLists, ({ ctx }) => listListsFor(ctx));
  staff.json(createList, ({ ctx, body }) => createListFor(ctx, body));
  staff.jsonByRow(
    updateList,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.body.uuid),
    ({ ctx, body }) => updateListOf(ctx, body),
  );
  staff.jsonByRow(
    deleteList,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    ({ ctx, params }) => deleteListOf(ctx, params.uuid),
  );
  patrol.jsonByRow(
    getList,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    ({ ctx, params }) => getListOf(ctx, params.uuid),
  );

  patrol.jsonByRow(
    listPlates,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    ({ ctx, params, query }) => listPlatesOf(ctx, params.uuid, query.limit),
  );
  patrol.jsonByRow(
    searchListPlates,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    ({ ctx, params }) => searchPlatesOf(ctx, params.uuid, params.query),
  );
  staff.jsonByRow(
    addPlate,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.body.listId),
    ({ ctx, body }) => addPlateTo(ctx, body),
  );
  staff.jsonByRow(
    updatePlate,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.body.listId),
    ({ ctx, body }) => updatePlateOf(ctx, body),
  );
  staff.jsonByRow(
    deletePlate,
    (i) => plateOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
    ({ ctx, params }) => deletePlateOf(ctx, params.uuid),
  );
  staff.jsonByRow(
    replaceListPlates,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.body.listUUID),
    ({ ctx, body }) => replacePlatesOf(ctx, body.listUUID, body.plates),
  );

  staff.rawByRow(
    replaceListPlatesStream,
    (i) => listOrganisation(i.db, i.auth.user.uuid, i.params.uuid),
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
