import type { Hono, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/types';
import type { ProviderEnv } from '../../http/env';
import type { FileStorage } from '../../services/files';

/** Provider routes of citations: violation mailing: count, submit, log. */
export function mountCitationMailingRoutes(
  _app: Hono<ProviderEnv>,
  _db: Db,
  _storage: FileStorage,
  _auth: MiddlewareHandler<ProviderEnv>,
) {}
