import type { Hono, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/types';
import type { ProviderEnv } from '../../http/env';
import type { FileStorage } from '../../services/files';

/** Provider routes of citations: issued violations: list, stats, search, detail, logs, verify log, status, void, override, images. */
export function mountCitationIssuedRoutes(
  _app: Hono<ProviderEnv>,
  _db: Db,
  _storage: FileStorage,
  _auth: MiddlewareHandler<ProviderEnv>,
) {}
