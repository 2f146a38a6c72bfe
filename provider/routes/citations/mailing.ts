import type { Hono, MiddlewareHandler } from 'hono';
import { getMailingCount, getMailingLog, sendMailing } from '../../../lib/contract';
import type { Db } from '../../db/types';
import { STAFF } from '../../services/access';
import type { ProviderEnv } from '../../http/env';
import type { FileStorage } from '../../services/files';
import { mailingCountFor, mailingLogFor, sendMailingFor } from '../../services/citations';
import { orgRoutes } from '../org-routes';

/** Provider routes of citations: violation mailing: count, submit, log. */
export function mountCitationMailingRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  _storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(getMailingLog, ({ ctx }) => mailingLogFor(ctx));
  staff.json(getMailingCount, ({ ctx }) => mailingCountFor(ctx));
  staff.json(sendMailing, ({ ctx }) => sendMailingFor(ctx));
}
