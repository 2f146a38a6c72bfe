import type { Hono, MiddlewareHandler } from 'hono';
import {
  deleteCitationImage,
  getCitation,
  getCitationImage,
  getCitationLogs,
  getCitationStats,
  getVerifyLogs,
  listCitations,
  overrideCitationAmount,
  searchCitations,
  setCitationStatus,
  voidCitation,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import { STAFF } from '../../services/access';
import type { ProviderEnv } from '../../http/env';
import { orgRawRoute, orgRoute } from '../../http/route';
import type { FileStorage } from '../../services/files';
import {
  citationLogsFor,
  citationStatsFor,
  getCitationFor,
  listCitationsFor,
  searchCitationsFor,
  verifyLogsFor,
  zoneOf,
  citationImageResponse,
  deleteCitationImageFor,
  overrideCitationFor,
  setCitationStatusFor,
  voidCitationFor,
} from '../../services/citations';

/** Provider routes of citations: issued violations: list, stats, search, detail, logs, verify log, status, void, override, images. */
export function mountCitationIssuedRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(app, listCitations, auth, STAFF, ({ ctx, query }) =>
    listCitationsFor(ctx, query, zoneOf(query.timezone)),
  );
  orgRoute(app, getCitationStats, auth, STAFF, ({ ctx, query }) =>
    citationStatsFor(ctx, zoneOf(query.timezone)),
  );
  orgRoute(app, searchCitations, auth, STAFF, ({ ctx, query }) =>
    searchCitationsFor(ctx, query.term, zoneOf(query.timezone)),
  );
  orgRoute(app, getCitation, auth, STAFF, ({ ctx, params, query }) =>
    getCitationFor(ctx, params.uuid, zoneOf(query.timezone)),
  );
  orgRoute(app, getCitationLogs, auth, STAFF, ({ ctx, params }) =>
    citationLogsFor(ctx, params.uuid),
  );
  orgRoute(app, getVerifyLogs, auth, STAFF, ({ ctx, query }) => verifyLogsFor(ctx, query.plate));
  orgRoute(app, voidCitation, auth, STAFF, ({ ctx, params, query, body }) =>
    voidCitationFor(ctx, params.uuid, body, zoneOf(query.timezone)),
  );
  orgRoute(app, setCitationStatus, auth, STAFF, ({ ctx, params, query, body }) =>
    setCitationStatusFor(ctx, params.uuid, body, zoneOf(query.timezone)),
  );
  orgRoute(app, overrideCitationAmount, auth, STAFF, ({ ctx, query, body }) =>
    overrideCitationFor(ctx, body, zoneOf(query.timezone)),
  );
  orgRoute(app, deleteCitationImage, auth, STAFF, ({ ctx, query, body }) =>
    deleteCitationImageFor(ctx, storage, body, zoneOf(query.timezone)),
  );
  orgRawRoute(app, getCitationImage, auth, STAFF, ({ ctx, params }) =>
    citationImageResponse(ctx, storage, params.uuid, params.file),
  );
}
