import type { Hono, MiddlewareHandler } from 'hono';
import { exportDataRequest, getDataRequestSummary } from '../../lib/contract';
import type { ProviderEnv } from '../http/env';
import { DATA_REQUESTS } from '../services/access';
import type { FileStorage } from '../services/files';
import { dataRequestExport, dataRequestSummary } from '../services/privacy';
import { orgRoutes } from './org-routes';

/** A person's data on request: the counts, then the ZIP (super administrators; audited). */
export function mountDataRequestRoutes(
  app: Hono<ProviderEnv>,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const privacy = orgRoutes(app, auth, DATA_REQUESTS);
  privacy.json(getDataRequestSummary, ({ ctx, query }) => dataRequestSummary(ctx, query));
  privacy.raw(exportDataRequest, async ({ ctx, query }) => {
    const body = await dataRequestExport(ctx, storage, query);
    const name = `data-request-${query.plate ?? 'email'}.zip`;
    return new Response(body, {
      status: 200,
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${name}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  });
}
