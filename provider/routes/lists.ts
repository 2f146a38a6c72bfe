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
import type { ProviderEnv } from '../http/env';
import { fail } from '../../platform/errors';
import { requestLines, validatedLines } from '../http/ndjson';
import { authedRawRoute, authedRoute, jsonAnswer } from '../http/route';
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
} from '../services/lists';

/** Plate lists and their plates (geofences, time limits and integrations have their own files). */
export function mountListRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, listSimpleLists, auth, ({ params }) => listSimpleListsOf(db, params.entity));

  authedRoute(app, listLists, auth, ({ auth, params }) =>
    listListsFor(db, auth.user.uuid, params.entity),
  );
  authedRoute(app, createList, auth, ({ auth, body }) => createListFor(db, auth.user.uuid, body));
  authedRoute(app, updateList, auth, ({ auth, body }) => updateListOf(db, auth.user.uuid, body));
  authedRoute(app, deleteList, auth, ({ auth, params }) =>
    deleteListOf(db, auth.user.uuid, params.uuid),
  );
  authedRoute(app, getList, auth, ({ auth, params }) => getListOf(db, auth.user.uuid, params.uuid));

  authedRoute(app, listPlates, auth, ({ auth, params, query }) =>
    listPlatesOf(db, auth.user.uuid, params.uuid, query.limit),
  );
  authedRoute(app, searchListPlates, auth, ({ auth, params }) =>
    searchPlatesOf(db, auth.user.uuid, params.uuid, params.query),
  );
  authedRoute(app, addPlate, auth, ({ auth, body }) => addPlateTo(db, auth.user.uuid, body));
  authedRoute(app, updatePlate, auth, ({ auth, body }) => updatePlateOf(db, auth.user.uuid, body));
  authedRoute(app, deletePlate, auth, ({ auth, params }) =>
    deletePlateOf(db, auth.user.uuid, params.uuid),
  );
  authedRoute(app, replaceListPlates, auth, ({ auth, body }) =>
    replacePlatesOf(db, auth.user.uuid, body.listUUID, body.plates),
  );

  authedRawRoute(app, replaceListPlatesStream, auth, async ({ auth, params, c }) => {
    if (!/^application\/(x-)?ndjson\b/i.test(c.req.header('content-type') ?? '')) {
      throw fail.badRequest('Send the plates as application/x-ndjson, one plate per line.');
    }
    // Read and validated in full (idle and total timeouts) before one short transaction.
    const result = await replacePlatesOf(
      db,
      auth.user.uuid,
      params.uuid,
      validatedLines(requestLines(c.req.raw), replacePlatesLine),
      { refuseEmpty: true },
    );
    return jsonAnswer(c, replaceListPlatesStream, result);
  });
}
