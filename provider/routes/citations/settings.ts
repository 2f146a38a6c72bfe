import type { Hono, MiddlewareHandler } from 'hono';
import type { Db } from '../../db/types';
import type { ProviderEnv } from '../../http/env';
import type { FileStorage } from '../../services/files';

/** Provider routes of citations: violation settings: locations, ticket copy, appeal window. */
export function mountCitationSettingsRoutes(
  _app: Hono<ProviderEnv>,
  _db: Db,
  _storage: FileStorage,
  _auth: MiddlewareHandler<ProviderEnv>,
) {}
