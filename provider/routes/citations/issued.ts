import type { Hono, MiddlewareHandler } from 'hono';
import {
  deleteCitationImage,
  getCitation,
  getCitationEvidence,
  getCitationImage,
  getCitationLogs,
  getCitationStats,
  getVerifyLogs,
  listCitations,
  overrideCitationAmount,
  searchCitations,
  setCitationStatus,
  verifyCitationEvidence,
  voidCitation,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import { STAFF } from '../../services/access';
import type { ProviderEnv } from '../../http/env';
import type { FileStorage } from '../../services/files';
import {
  citationLogsFor,
  citationStatsFor,
  getCitationFor,
  listCitationsFor,
  searchCitationsFor,
  verifyLogsFor,
  zoneOf,
  citationEvidenceFor,
  citationImageResponse,
  deleteCitationImageFor,
  overrideCitationFor,
  setCitationStatusFor,
  verifyCitationEvidenceFor,
  voidCitationFor,
} from '../../services/citations';
import { orgRoutes } from '../org-routes';

/** Provider routes of citations: issued violations: list, stats, search, detail, logs, verify log, status, void, override, images, evidence digests. */
export function mountCitationIssuedRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(listCitations, ({ ctx, query }) =>
    listCitationsFor(ctx, query, zoneOf(query.timezone)),
  );
  staff.json(getCitationStats, ({ ctx, query }) => citationStatsFor(ctx, zoneOf(query.timezone)));
  staff.json(searchCitations, ({ ctx, query }) =>
    searchCitationsFor(ctx, query.term, zoneOf(query.timezone)),
  );
  staff.json(getCitation, ({ ctx, params, query }) =>
    getCitationFor(ctx, params.uuid, zoneOf(query.timezone)),
  );
  staff.json(getCitationLogs, ({ ctx, params }) => citationLogsFor(ctx, params.uuid));
  staff.json(getVerifyLogs, ({ ctx, query }) => verifyLogsFor(ctx, query.plate));
  staff.json(voidCitation, ({ ctx, params, query, body }) =>
    voidCitationFor(ctx, params.uuid, body, zoneOf(query.timezone)),
  );
  staff.json(setCitationStatus, ({ ctx, params, query, body }) =>
    setCitationStatusFor(ctx, params.uuid, body, zoneOf(query.timezone)),
  );
  staff.json(overrideCitationAmount, ({ ctx, query, body }) =>
    overrideCitationFor(ctx, body, zoneOf(query.timezone)),
  );
  staff.json(deleteCitationImage, ({ ctx, query, body }) =>
    deleteCitationImageFor(ctx, storage, body, zoneOf(query.timezone)),
  );
  // Evidence digests and their verification (issue 30 item 4).
  staff.json(getCitationEvidence, ({ ctx, params }) => citationEvidenceFor(ctx, params.uuid));
  staff.json(verifyCitationEvidence, ({ ctx, params }) =>
    verifyCitationEvidenceFor(ctx, storage, params.uuid),
  );
  staff.raw(getCitationImage, ({ ctx, params }) =>
    citationImageResponse(ctx, storage, params.uuid, params.file),
  );
}
