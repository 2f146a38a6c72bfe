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
import type { ProviderEnv } from '../../http/env';
import { authedRawRoute, authedRoute } from '../../http/route';
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
  authedRoute(app, listCitations, auth, ({ auth, params, query }) =>
    listCitationsFor(db, auth.user, params.entity, query, zoneOf(query.timezone)),
  );
  authedRoute(app, getCitationStats, auth, ({ auth, params, query }) =>
    citationStatsFor(db, auth.user, params.entity, zoneOf(query.timezone)),
  );
  authedRoute(app, searchCitations, auth, ({ auth, params, query }) =>
    searchCitationsFor(db, auth.user, params.entity, query.term, zoneOf(query.timezone)),
  );
  authedRoute(app, getCitation, auth, ({ auth, params, query }) =>
    getCitationFor(db, auth.user, params.entity, params.uuid, zoneOf(query.timezone)),
  );
  authedRoute(app, getCitationLogs, auth, ({ auth, params }) =>
    citationLogsFor(db, auth.user, params.entity, params.uuid),
  );
  authedRoute(app, getVerifyLogs, auth, ({ auth, params, query }) =>
    verifyLogsFor(db, auth.user, params.entity, query.plate),
  );
  authedRoute(app, voidCitation, auth, ({ auth, params, query, body }) =>
    voidCitationFor(db, auth.user, params.entity, params.uuid, body, zoneOf(query.timezone)),
  );
  authedRoute(app, setCitationStatus, auth, ({ auth, params, query, body }) =>
    setCitationStatusFor(db, auth.user, params.entity, params.uuid, body, zoneOf(query.timezone)),
  );
  authedRoute(app, overrideCitationAmount, auth, ({ auth, params, query, body }) =>
    overrideCitationFor(db, auth.user, params.entity, body, zoneOf(query.timezone)),
  );
  authedRoute(app, deleteCitationImage, auth, ({ auth, params, query, body }) =>
    deleteCitationImageFor(db, storage, auth.user, params.entity, body, zoneOf(query.timezone)),
  );
  authedRawRoute(app, getCitationImage, auth, ({ auth, params }) =>
    citationImageResponse(db, storage, auth.user, params.entity, params.uuid, params.file),
  );
}
