import type { Hono, MiddlewareHandler } from 'hono';
import {
  deleteAlerts,
  deleteScans,
  getAlert,
  getPlateHistory,
  getScan,
  getScanEvidence,
  getScanImage,
  ingestScan,
  listMemberScansPage,
  listNewAlerts,
  listScansPage,
  SCAN_IMAGE_MAX_BYTES,
  searchScans,
  updateScanPlate,
  verifyScanEvidence,
} from '../../lib/contract';
import type { Db } from '../db/types';
import { PATROL_UPLOAD, STAFF } from '../services/access';
import type { ProviderEnv } from '../http/env';
import type { FileStorage } from '../services/files';
import {
  deleteAlertsOf,
  deleteScansOf,
  scanImageResponse,
  scanOrganisation,
  ingestScan as ingest,
  editScanPlate,
  getAlertOf,
  getScanOf,
  memberScansPage,
  newAlertsOf,
  plateHistory,
  scansPage,
  searchScanPlates,
  scanEvidenceOf,
  verifyScanEvidenceOf,
} from '../services/lpr';
import { citationOfScan } from '../services/citations';
import { normalizePlate } from '../../lib/rules/plate';
import { fail } from '../../platform/errors';
import { orgRoutes } from './org-routes';

/** Room for the form fields around the largest image. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Scans and alerts: pages, search, history, one scan/alert, deletes, plate edit, upload, images. */
export function mountScanRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const patrolUpload = orgRoutes(app, auth, PATROL_UPLOAD);
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(listScansPage, ({ params, query }) =>
    scansPage(db, params.entity, params.n, { alert: query.alert, list: query.list }),
  );

  staff.json(listMemberScansPage, ({ params }) =>
    memberScansPage(db, params.entity, params.user, params.n),
  );

  // Audited look-ups (issue 30 item 2): the plate searched, the plate's history, one scan.
  staff.lookup(
    searchScans,
    {
      what: ({ query }) => (query.alert ? 'alert_search' : 'plate_search'),
      plateOf: ({ params }) => normalizePlate(params.term),
    },
    ({ params, query }) => searchScanPlates(db, params.entity, params.term, { alert: query.alert }),
  );

  staff.lookup(
    getPlateHistory,
    { what: 'plate_history', plateOf: ({ params }) => normalizePlate(params.plate) },
    ({ params }) => plateHistory(db, params.entity, params.plate),
  );

  // One scan or alert: as its list row, plus the citation it became (issue 29), when it did.
  const withCitation = async <S extends object>(entity: string, uuid: string, scan: S) => {
    const citation = await citationOfScan(db, entity, uuid);
    return citation ? { ...scan, citation } : scan;
  };

  const scanPlate = (scan: { plate: string; uuid: string }) => ({
    plate: normalizePlate(scan.plate),
    targetUuid: scan.uuid,
  });
  staff.lookup(getScan, { what: 'scan_detail', answerPlate: scanPlate }, async ({ params }) =>
    withCitation(params.entity, params.uuid, await getScanOf(db, params.entity, params.uuid)),
  );

  staff.lookup(getAlert, { what: 'alert_detail', answerPlate: scanPlate }, async ({ params }) =>
    withCitation(params.entity, params.uuid, await getAlertOf(db, params.entity, params.uuid)),
  );

  staff.json(listNewAlerts, ({ params, query }) =>
    newAlertsOf(db, params.entity, { after: query.after, limit: query.limit }),
  );

  staff.json(deleteScans, ({ ctx, body }) => deleteScansOf(ctx, storage, body));

  staff.json(deleteAlerts, ({ ctx, body }) => deleteAlertsOf(ctx, body));

  // The read as the camera made it, its correction and the evidence digests (issue 30 item 4).
  staff.json(getScanEvidence, ({ ctx, params }) => scanEvidenceOf(ctx, params.uuid));
  staff.json(verifyScanEvidence, ({ ctx, params }) =>
    verifyScanEvidenceOf(ctx, storage, params.uuid),
  );

  staff.json(updateScanPlate, ({ ctx, body }) => editScanPlate(ctx, storage, body));

  patrolUpload.json(
    ingestScan,
    ({ ctx, body, files }) => ingest(ctx, storage, { fields: body, image: files.image ?? null }),
    {
      body: 'form',
      maxBytes: {
        bytes: SCAN_IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES,
        message: `The upload is too large; the image may be at most ${SCAN_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
      },
    },
  );

  staff.rawByRow(
    getScanImage,
    async ({ db, params, query }) => {
      const entity = await scanOrganisation(db, params.uuid);
      if (query.entity && query.entity !== entity) throw fail.notFound('No such scan.');
      return entity;
    },
    ({ ctx, params, c }) =>
      scanImageResponse(ctx, storage, params.uuid, params.kind, c.req.header('if-none-match')),
  );
}
