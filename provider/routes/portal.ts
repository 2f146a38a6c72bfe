import type { Hono, MiddlewareHandler } from 'hono';
import {
  checkSubdomain,
  getBrandDetails,
  getBrandImage,
  getConnectLogin,
  getConnectStatus,
  getPaymentFees,
  putBrandDetails,
  putBrandImage,
} from '../../lib/contract';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';
import { authedRawRoute, authedRoute } from '../http/route';
import type { FileStorage } from '../services/files';
import { feesOf } from '../services/payments';
import * as portal from '../services/portal';

/** Portal pieces shared by permits, violations and meters: brand, payouts status, payment fees. */
export function mountPortalRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, getBrandDetails, auth, ({ auth, params }) =>
    portal.getBrandFor(db, auth.user, params.entity),
  );
  authedRoute(app, putBrandDetails, auth, ({ auth, params, body }) =>
    portal.putBrandFor(db, auth.user, params.entity, body),
  );
  authedRoute(
    app,
    putBrandImage,
    auth,
    ({ auth, params, files }) =>
      portal.putBrandImageFor(db, storage, auth.user, params.entity, files.image),
    {
      body: 'form',
      maxBytes: { bytes: portal.LOGO_MAX_BYTES, message: portal.INVALID_IMAGE },
    },
  );
  authedRawRoute(app, getBrandImage, auth, ({ auth, params }) =>
    portal.brandImageResponse(db, storage, auth.user, params.entity),
  );
  authedRoute(app, checkSubdomain, auth, ({ auth, params, query }) =>
    portal.checkSubdomainFor(db, auth.user, params.entity, query.subdomain),
  );
  authedRoute(app, getConnectStatus, auth, ({ auth, params }) =>
    portal.connectStatusFor(db, auth.user, params.entity),
  );
  authedRoute(app, getConnectLogin, auth, ({ auth, params }) =>
    portal.connectLoginFor(db, auth.user, params.entity),
  );
  authedRoute(app, getPaymentFees, auth, ({ query }) =>
    feesOf(query.amount, query.type, query.convenienceFee),
  );
}
