import type { Hono, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/types';
import type { ProviderEnv } from '../../http/env';
import type { FileStorage } from '../../services/files';

/** Provider routes of meters: paid parking sessions: per meter, all, plate search. */
export function mountMeterSessionsRoutes(
  _app: Hono<ProviderEnv>,
  _db: Db,
  _storage: FileStorage,
  _auth: MiddlewareHandler<ProviderEnv>,
) {}
