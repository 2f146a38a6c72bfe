import type { Hono, MiddlewareHandler } from 'hono';
import { getMailingCount, getMailingLog, sendMailing } from '../../../lib/contract';
import type { Db } from '../../db/types';
import { STAFF } from '../../services/access';
import type { ProviderEnv } from '../../http/env';
import { orgRoute } from '../../http/route';
import type { FileStorage } from '../../services/files';
import { mailingCountFor, mailingLogFor, sendMailingFor } from '../../services/citations';

/** Provider routes of citations: violation mailing: count, submit, log. */
export function mountCitationMailingRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(app, getMailingLog, auth, STAFF, ({ ctx }) => mailingLogFor(ctx));
  orgRoute(app, getMailingCount, auth, STAFF, ({ ctx }) => mailingCountFor(ctx));
  orgRoute(app, sendMailing, auth, STAFF, ({ ctx }) => sendMailingFor(ctx));
}
