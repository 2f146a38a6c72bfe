import type { Hono, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/types';
import type { ProviderEnv } from '../../http/env';
import type { FileStorage } from '../../services/files';

/** Provider routes of meters: meters table, stats and earnings, meter info (edit). */
export function mountMeterTableRoutes(
  _app: Hono<ProviderEnv>,
  _db: Db,
  _storage: FileStorage,
  _auth: MiddlewareHandler<ProviderEnv>,
) {}
