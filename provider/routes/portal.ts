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
import type { FileStorage } from '../services/files';
import { feesOf } from '../services/payments';
import * as portal from '../services/portal';
import { orgRoutes } from './org-routes';

/** Portal pieces shared by permits, violations and meters: brand, payouts status, payment fees. */
export function mountPortalRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(getBrandDetails, ({ ctx }) => portal.getBrandFor(ctx));
  staff.json(putBrandDetails, ({ ctx, body }) => portal.putBrandFor(ctx, body));
  staff.json(
    putBrandImage,
    ({ ctx, files }) => portal.putBrandImageFor(ctx, storage, files.image),
    {
      body: 'form',
      maxBytes: { bytes: portal.LOGO_MAX_BYTES, message: portal.INVALID_IMAGE },
    },
  );
  staff.raw(getBrandImage, ({ ctx }) => portal.brandImageResponse(ctx, storage));
  staff.json(checkSubdomain, ({ ctx, query }) => portal.checkSubdomainFor(ctx, query.subdomain));
  staff.json(getConnectStatus, ({ ctx }) => portal.connectStatusFor(ctx));
  staff.json(getConnectLogin, ({ ctx }) => portal.connectLoginFor(ctx));
  staff.json(getPaymentFees, ({ query }) => feesOf(query.amount, query.type, query.convenienceFee));
}
