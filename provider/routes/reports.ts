import type { Hono, MiddlewareHandler } from 'hono';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';

/** Reports: report log, report data pages (keyset paged), share links. The reports issue fills this. */
export function mountReportRoutes(
  _app: Hono<ProviderEnv>,
  _db: Db,
  _auth: MiddlewareHandler<ProviderEnv>,
) {}
