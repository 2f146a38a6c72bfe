import type { Hono, MiddlewareHandler } from 'hono';
import { getMailingCount, getMailingLog, sendMailing } from '../../../lib/contract';
import type { Db } from '../../db/types';
import type { ProviderEnv } from '../../http/env';
import { authedRoute } from '../../http/route';
import type { FileStorage } from '../../services/files';
import { mailingCountFor, mailingLogFor, sendMailingFor } from '../../services/citations';

/** Provider routes of citations: violation mailing: count, submit, log. */
export function mountCitationMailingRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, getMailingLog, auth, ({ auth, params }) =>
    mailingLogFor(db, auth.user, params.entity),
  );
  authedRoute(app, getMailingCount, auth, ({ auth, params }) =>
    mailingCountFor(db, auth.user, params.entity),
  );
  authedRoute(app, sendMailing, auth, ({ auth, params }) =>
    sendMailingFor(db, auth.user, params.entity),
  );
}
