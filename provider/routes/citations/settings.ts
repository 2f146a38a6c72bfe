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
  updateCitationLocation,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import { PATROL, STAFF } from '../../services/access';
import type { ProviderEnv } from '../../http/env';
import * as settings from '../../services/citations';
import type { FileStorage } from '../../services/files';
import { orgRoutes } from '../org-routes';

/** Provider routes of citations: violation settings: locations, ticket copy, appeal window. */
export function mountCitationSettingsRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const patrol = orgRoutes(app, auth, PATROL);
  const staff = orgRoutes(app, auth, STAFF);
  patrol.json(listCitationLocations, ({ ctx }) => settings.listCitationLocationsFor(ctx));
  staff.json(createCitationLocation, ({ ctx, body }) =>
    settings.createCitationLocationFor(ctx, body),
  );
  staff.json(updateCitationLocation, ({ ctx, params, body }) =>
    settings.updateCitationLocationFor(ctx, params.uuid, body),
  );
  staff.json(deleteCitationLocation, ({ ctx, params }) =>
    settings.deleteCitationLocationFor(ctx, params.uuid),
  );
  staff.json(getCitationProductSettings, ({ ctx }) => settings.getCitationProductSettingsFor(ctx));
  staff.json(putCitationProductSettings, ({ ctx, body }) =>
    settings.putCitationProductSettingsFor(ctx, body.appealWindow),
  );
  patrol.json(getCitationTicketCopy, ({ ctx }) => settings.getCitationTicketCopyFor(ctx));
  staff.json(putAppealNotifEmail, ({ ctx, body }) =>
    settings.putAppealNotifEmailFor(ctx, body.email),
  );
  staff.json(getCitationPortalSettings, ({ ctx }) => settings.getCitationPortalSettingsFor(ctx));
  staff.json(putCitationPortalSettings, ({ ctx, body }) =>
    settings.putCitationPortalSettingsFor(ctx, body),
  );
}
