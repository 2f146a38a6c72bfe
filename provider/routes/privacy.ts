import type { Hono, MiddlewareHandler } from 'hono';
import {
  getRetention,
  getRetentionHorizons,
  previewRetention,
  putRetention,
} from '../../lib/contract';
import type { ProviderEnv } from '../http/env';
import { PRIVACY, STAFF } from '../services/access';
import { previewRetentionOf, retentionOf, saveRetentionOf } from '../services/privacy';
import { orgRoutes } from './org-routes';

/** Settings → Privacy: retention per kind of data (super administrators of the organisation). */
export function mountPrivacyRoutes(app: Hono<ProviderEnv>, auth: MiddlewareHandler<ProviderEnv>) {
  const privacy = orgRoutes(app, auth, PRIVACY);
  privacy.json(getRetention, ({ ctx }) => retentionOf(ctx.db, ctx.org));
  privacy.json(previewRetention, ({ ctx, body }) => previewRetentionOf(ctx, body.months));
  privacy.json(putRetention, ({ ctx, body }) => saveRetentionOf(ctx, body.months));
  // The purge horizons alone: staff generate the reports that print them.
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(getRetentionHorizons, async ({ ctx }) => ({
    purgedBefore: (await retentionOf(ctx.db, ctx.org)).purgedBefore,
  }));
}
