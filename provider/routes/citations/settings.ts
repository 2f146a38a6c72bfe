import type { Hono, MiddlewareHandler } from 'hono';
import {
  createCitationLocation,
  deleteCitationLocation,
  getCitationPortalSettings,
  getCitationProductSettings,
  getCitationTicketCopy,
  listCitationLocations,
  putAppealNotifEmail,
  putCitationPortalSettings,
  putCitationProductSettings,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import type { ProviderEnv } from '../../http/env';
import { authedRoute } from '../../http/route';
import * as settings from '../../services/citations';
import type { FileStorage } from '../../services/files';

/** Provider routes of citations: violation settings: locations, ticket copy, appeal window. */
export function mountCitationSettingsRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, listCitationLocations, auth, ({ auth, params }) =>
    settings.listCitationLocationsFor(db, auth.user, params.entity),
  );
  authedRoute(app, createCitationLocation, auth, ({ auth, params, body }) =>
    settings.createCitationLocationFor(db, auth.user, params.entity, body.name),
  );
  authedRoute(app, deleteCitationLocation, auth, ({ auth, params }) =>
    settings.deleteCitationLocationFor(db, auth.user, params.entity, params.uuid),
  );
  authedRoute(app, getCitationProductSettings, auth, ({ auth, params }) =>
    settings.getCitationProductSettingsFor(db, auth.user, params.entity),
  );
  authedRoute(app, putCitationProductSettings, auth, ({ auth, params, body }) =>
    settings.putCitationProductSettingsFor(db, auth.user, params.entity, body.appealWindow),
  );
  authedRoute(app, getCitationTicketCopy, auth, ({ auth, params }) =>
    settings.getCitationTicketCopyFor(db, auth.user, params.entity),
  );
  authedRoute(app, putAppealNotifEmail, auth, ({ auth, params, body }) =>
    settings.putAppealNotifEmailFor(db, auth.user, params.entity, body.email),
  );
  authedRoute(app, getCitationPortalSettings, auth, ({ auth, params }) =>
    settings.getCitationPortalSettingsFor(db, auth.user, params.entity),
  );
  authedRoute(app, putCitationPortalSettings, auth, ({ auth, params, body }) =>
    settings.putCitationPortalSettingsFor(db, auth.user, params.entity, body),
  );
}
