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
import { PATROL, STAFF } from '../../services/access';
import type { ProviderEnv } from '../../http/env';
import { orgRoute } from '../../http/route';
import * as types from '../../services/citations';
import type { FileStorage } from '../../services/files';

/** Provider routes of citations: violation types (list, create, edit, archive, delete) and the Vert Violations activation. */
export function mountCitationTypesRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(app, listCitationTypes, auth, PATROL, ({ ctx }) => types.listCitationTypesFor(ctx));
  orgRoute(app, getCitationConnectStatus, auth, STAFF, ({ ctx }) =>
    types.citationConnectStatusFor(ctx),
  );
  orgRoute(app, getCitationType, auth, PATROL, ({ ctx, params }) =>
    types.getCitationTypeFor(ctx, params.uuid),
  );
  orgRoute(app, createCitationType, auth, STAFF, ({ ctx, body }) =>
    types.createCitationTypeFor(ctx, body),
  );
  orgRoute(app, updateCitationType, auth, STAFF, ({ ctx, params, body }) =>
    types.updateCitationTypeFor(ctx, params.uuid, body),
  );
  orgRoute(app, archiveCitationType, auth, STAFF, ({ ctx, params, body }) =>
    types.archiveCitationTypeFor(ctx, params.uuid, body.isArchived),
  );
  orgRoute(app, deleteCitationType, auth, STAFF, ({ ctx, body }) =>
    types.deleteCitationTypeFor(ctx, body.uuid),
  );
}
