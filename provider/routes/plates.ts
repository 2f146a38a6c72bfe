import type { Hono, MiddlewareHandler } from 'hono';
import { getPlateLookalikes, getPlateNow, getPlateTimeline } from '../../lib/contract';
import type { Db } from '../db/types';
import type { ProviderEnv } from '../http/env';
import { STAFF } from '../services/access';
import { plateLookalikes, plateNow, plateTimeline } from '../services/plates';
import { orgRoutes } from './org-routes';

/** Plate 360: what holds now for a plate and its timeline, for the organisation's staff. */
export function mountPlateRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  // Audited look-ups (issue 30 item 2): a PDF's reads are recorded as the PDF.
  const printed = (view: string | undefined) => (view === 'pdf' ? 'plate_pdf' : undefined);
  staff.lookup(
    getPlateNow,
    {
      what: ({ query }) => printed(query.view) ?? 'plate_360',
      plateOf: ({ params }) => params.plate,
    },
    ({ ctx, params }) => plateNow(db, ctx.org.uuid, params.plate),
  );
  staff.lookup(
    getPlateTimeline,
    {
      what: ({ query }) => printed(query.view) ?? 'plate_timeline',
      plateOf: ({ params }) => params.plate,
    },
    ({ ctx, params, query }) =>
      plateTimeline(db, ctx.org.uuid, params.plate, { before: query.before, limit: query.limit }),
  );
  // The page's near matches: the same look-up as its "now" read (one record within a minute).
  staff.lookup(
    getPlateLookalikes,
    { what: () => 'plate_360', plateOf: ({ params }) => params.plate },
    ({ ctx, params }) => plateLookalikes(db, ctx.org.uuid, params.plate),
  );
}
