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
import { PATROL, STAFF } from '../../services/access';
import type { ProviderEnv } from '../../http/env';
import { orgRoute } from '../../http/route';
import * as settings from '../../services/citations';
import type { FileStorage } from '../../services/files';

/** Provider routes of citations: violation settings: locations, ticket copy, appeal window. */
export function mountCitationSettingsRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(app, listCitationLocations, auth, PATROL, ({ ctx }) =>
    settings.listCitationLocationsFor(ctx),
  );
  orgRoute(app, createCitationLocation, auth, STAFF, ({ ctx, body }) =>
    settings.createCitationLocationFor(ctx, body.name),
  );
  orgRoute(app, deleteCitationLocation, auth, STAFF, ({ ctx, params }) =>
    settings.deleteCitationLocationFor(ctx, params.uuid),
  );
  orgRoute(app, getCitationProductSettings, auth, STAFF, ({ ctx }) =>
    settings.getCitationProductSettingsFor(ctx),
  );
  orgRoute(app, putCitationProductSettings, auth, STAFF, ({ ctx, body }) =>
    settings.putCitationProductSettingsFor(ctx, body.appealWindow),
  );
  orgRoute(app, getCitationTicketCopy, auth, PATROL, ({ ctx }) =>
    settings.getCitationTicketCopyFor(ctx),
  );
  orgRoute(app, putAppealNotifEmail, auth, STAFF, ({ ctx, body }) =>
    settings.putAppealNotifEmailFor(ctx, body.email),
  );
  orgRoute(app, getCitationPortalSettings, auth, STAFF, ({ ctx }) =>
    settings.getCitationPortalSettingsFor(ctx),
  );
  orgRoute(app, putCitationPortalSettings, auth, STAFF, ({ ctx, body }) =>
    settings.putCitationPortalSettingsFor(ctx, body),
  );
}
