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
import { STAFF } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { orgRawRoute, orgRoute } from '../http/route';
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
  orgRoute(app, getBrandDetails, auth, STAFF, ({ ctx }) => portal.getBrandFor(ctx));
  orgRoute(app, putBrandDetails, auth, STAFF, ({ ctx, body }) => portal.putBrandFor(ctx, body));
  orgRoute(
    app,
    putBrandImage,
    auth,
    STAFF,
    ({ ctx, files }) => portal.putBrandImageFor(ctx, storage, files.image),
    {
      body: 'form',
      maxBytes: { bytes: portal.LOGO_MAX_BYTES, message: portal.INVALID_IMAGE },
    },
  );
  orgRawRoute(app, getBrandImage, auth, STAFF, ({ ctx }) =>
    portal.brandImageResponse(ctx, storage),
  );
  orgRoute(app, checkSubdomain, auth, STAFF, ({ ctx, query }) =>
    portal.checkSubdomainFor(ctx, query.subdomain),
  );
  orgRoute(app, getConnectStatus, auth, STAFF, ({ ctx }) => portal.connectStatusFor(ctx));
  orgRoute(app, getConnectLogin, auth, STAFF, ({ ctx }) => portal.connectLoginFor(ctx));
  orgRoute(app, getPaymentFees, auth, STAFF, ({ query }) =>
    feesOf(query.amount, query.type, query.convenienceFee),
  );
}
