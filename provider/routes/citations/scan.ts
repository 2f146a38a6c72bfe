import type { Hono, MiddlewareHandler } from 'hono';
import { checkScanCitation, issueScanCitation } from '../../../lib/contract';
import type { Db } from '../../db/types';
import { STAFF } from '../../services/access';
import type { ProviderEnv } from '../../http/env';
import { checkScanCitationFor, issueScanCitationFor } from '../../services/citations';
import type { FileStorage } from '../../services/files';
import { orgRoutes } from '../org-routes';

/** Provider routes of citations: staff issue a citation from a scan or an alert (issue 29). */
export function mountCitationScanRoutes(
  app: Hono<ProviderEnv>,
  _db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(checkScanCitation, ({ ctx, params }) => checkScanCitationFor(ctx, params.uuid));
  staff.json(issueScanCitation, ({ ctx, params, body }) =>
    issueScanCitationFor(ctx, storage, params.uuid, body),
  );
}
