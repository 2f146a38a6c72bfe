import type { Hono, MiddlewareHandler } from 'hono';
import {
  archiveCitationType,
  createCitationType,
  deleteCitationType,
  getCitationConnectStatus,
  getCitationType,
  listCitationTypes,
  updateCitationType,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import type { ProviderEnv } from '../../http/env';
import { authedRoute } from '../../http/route';
import * as types from '../../services/citations';
import type { FileStorage } from '../../services/files';

/** Provider routes of citations: violation types (list, create, edit, archive, delete) and the Vert Violations activation. */
export function mountCitationTypesRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, listCitationTypes, auth, ({ auth, params }) =>
    types.listCitationTypesFor(db, auth.user, params.entity),
  );
  authedRoute(app, getCitationConnectStatus, auth, ({ auth, params }) =>
    types.citationConnectStatusFor(db, auth.user, params.entity),
  );
  authedRoute(app, getCitationType, auth, ({ auth, params }) =>
    types.getCitationTypeFor(db, auth.user, params.entity, params.uuid),
  );
  authedRoute(app, createCitationType, auth, ({ auth, params, body }) =>
    types.createCitationTypeFor(db, auth.user, params.entity, body),
  );
  authedRoute(app, updateCitationType, auth, ({ auth, params, body }) =>
    types.updateCitationTypeFor(db, auth.user, params.entity, params.uuid, body),
  );
  authedRoute(app, archiveCitationType, auth, ({ auth, params, body }) =>
    types.archiveCitationTypeFor(db, auth.user, params.entity, params.uuid, body.isArchived),
  );
  authedRoute(app, deleteCitationType, auth, ({ auth, params, body }) =>
    types.deleteCitationTypeFor(db, auth.user, params.entity, body.uuid),
  );
}
