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
import { orgRawRoute, orgRoute } from '../../http/route';
import * as appeals from '../../services/citations';
import type { FileStorage } from '../../services/files';

/** Provider routes of citations: appeals: list, detail, respond, message, close, images. */
export function mountCitationAppealsRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(app, listCitationAppeals, auth, STAFF, ({ ctx, query }) =>
    appeals.listAppealsFor(ctx, query),
  );
  orgRoute(app, getCitationAppeal, auth, STAFF, ({ ctx, params }) =>
    appeals.getAppealFor(ctx, params.citation),
  );
  orgRoute(app, respondCitationAppeal, auth, STAFF, ({ ctx, params, body }) =>
    appeals.respondAppealFor(ctx, params.citation, body),
  );
  orgRoute(app, messageCitationAppeal, auth, STAFF, ({ ctx, params, body }) =>
    appeals.messageAppealFor(ctx, params.citation, body.responseMessage),
  );
  orgRoute(app, closeCitationAppeal, auth, STAFF, ({ ctx, params }) =>
    appeals.closeAppealFor(ctx, params.citation),
  );
  orgRawRoute(app, getCitationAppealImage, auth, STAFF, ({ ctx, params }) =>
    appeals.appealImageResponse(ctx, storage, params.citation, params.file),
  );
}
