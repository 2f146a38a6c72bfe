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
import type { ProviderEnv } from '../../http/env';
import { authedRawRoute, authedRoute } from '../../http/route';
import * as appeals from '../../services/citations';
import type { FileStorage } from '../../services/files';

/** Provider routes of citations: appeals: list, detail, respond, message, close, images. */
export function mountCitationAppealsRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, listCitationAppeals, auth, ({ auth, params, query }) =>
    appeals.listAppealsFor(db, auth.user, params.entity, query),
  );
  authedRoute(app, getCitationAppeal, auth, ({ auth, params }) =>
    appeals.getAppealFor(db, auth.user, params.entity, params.citation),
  );
  authedRoute(app, respondCitationAppeal, auth, ({ auth, params, body }) =>
    appeals.respondAppealFor(db, auth.user, params.entity, params.citation, body),
  );
  authedRoute(app, messageCitationAppeal, auth, ({ auth, params, body }) =>
    appeals.messageAppealFor(db, auth.user, params.entity, params.citation, body.responseMessage),
  );
  authedRoute(app, closeCitationAppeal, auth, ({ auth, params }) =>
    appeals.closeAppealFor(db, auth.user, params.entity, params.citation),
  );
  authedRawRoute(app, getCitationAppealImage, auth, ({ auth, params }) =>
    appeals.appealImageResponse(
      db,
      storage,
      auth.user,
      params.entity,
      params.citation,
      params.file,
    ),
  );
}
