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
import * as types from '../../services/citations';
import type { FileStorage } from '../../services/files';
import { orgRoutes } from '../org-routes';

/** Provider routes of citations: violation types (list, create, edit, archive, delete) and the Vert Violations activation. */
export function mountCitationTypesRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const patrol = orgRoutes(app, auth, PATROL);
  const staff = orgRoutes(app, auth, STAFF);
  patrol.json(listCitationTypes, ({ ctx }) => types.listCitationTypesFor(ctx));
  staff.json(getCitationConnectStatus, ({ ctx }) => types.citationConnectStatusFor(ctx));
  patrol.json(getCitationType, ({ ctx, params }) => types.getCitationTypeFor(ctx, params.uuid));
  staff.json(createCitationType, ({ ctx, body }) => types.createCitationTypeFor(ctx, body));
  staff.json(updateCitationType, ({ ctx, params, body }) =>
    types.updateCitationTypeFor(ctx, params.uuid, body),
  );
  staff.json(archiveCitationType, ({ ctx, params, body }) =>
    types.archiveCitationTypeFor(ctx, params.uuid, body.isArchived),
  );
  staff.json(deleteCitationType, ({ ctx, body }) => types.deleteCitationTypeFor(ctx, body.uuid));
}
