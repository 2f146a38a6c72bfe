import type { Hono, MiddlewareHandler } from 'hono';
import {
  closeCitationAppeal,
  getCitationAppeal,
  getCitationAppealImage,
  listCitationAppeals,
  messageCitationAppeal,
  respondCitationAppeal,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import { STAFF } from '../../services/access';
import type { ProviderEnv } from '../../http/env';
import * as appeals from '../../services/citations';
import type { FileStorage } from '../../services/files';
import { orgRoutes } from '../org-routes';

/** Provider routes of citations: appeals: list, detail, respond, message, close, images. */
export function mountCitationAppealsRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(listCitationAppeals, ({ ctx, query }) => appeals.listAppealsFor(ctx, query));
  staff.json(getCitationAppeal, ({ ctx, params }) => appeals.getAppealFor(ctx, params.citation));
  staff.json(respondCitationAppeal, ({ ctx, params, body }) =>
    appeals.respondAppealFor(ctx, params.citation, body),
  );
  staff.json(messageCitationAppeal, ({ ctx, params, body }) =>
    appeals.messageAppealFor(ctx, params.citation, body.responseMessage),
  );
  staff.json(closeCitationAppeal, ({ ctx, params }) =>
    appeals.closeAppealFor(ctx, params.citation),
  );
  staff.raw(getCitationAppealImage, ({ ctx, params }) =>
    appeals.appealImageResponse(ctx, storage, params.citation, params.file),
  );
}
