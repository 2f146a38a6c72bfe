import type { Hono, MiddlewareHandler } from 'hono';
import {
  deleteAlerts,
  deleteScans,
  getAlert,
  getPlateHistory,
  getScan,
  getScanImage,
  ingestScan,
  listMemberScansPage,
  listScansPage,
  SCAN_IMAGE_MAX_BYTES,
  searchScans,
  updateScanPlate,
} from '../../lib/contract';
import type { Db } from '../db/types';
import { PATROL_UPLOAD, STAFF } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { orgRawRoute, orgRoute } from '../http/route';
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
  plateHistory,
  scansPage,
  searchScanPlates,
} from '../services/lpr';

/** Room for the form fields around the largest image. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Scans and alerts: pages, search, history, one scan/alert, deletes, plate edit, upload, images. */
export function mountScanRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  orgRoute(app, listScansPage, auth, STAFF, ({ params, query }) =>
    scansPage(db, params.entity, params.n, { alert: query.alert, list: query.list }),
  );

  orgRoute(app, listMemberScansPage, auth, STAFF, ({ params }) =>
    memberScansPage(db, params.entity, params.user, params.n),
  );

  orgRoute(app, searchScans, auth, STAFF, ({ params, query }) =>
    searchScanPlates(db, params.entity, params.term, { alert: query.alert }),
  );

  orgRoute(app, getPlateHistory, auth, STAFF, ({ params }) =>
    plateHistory(db, params.entity, params.plate),
  );

  orgRoute(app, getScan, auth, STAFF, ({ params }) => getScanOf(db, params.entity, params.uuid));

  orgRoute(app, getAlert, auth, STAFF, ({ params }) => getAlertOf(db, params.entity, params.uuid));

  orgRoute(app, deleteScans, auth, STAFF, ({ ctx, body }) => deleteScansOf(ctx, storage, body));

  orgRoute(app, deleteAlerts, auth, STAFF, ({ ctx, body }) => deleteAlertsOf(ctx, body));

  orgRoute(app, updateScanPlate, auth, STAFF, ({ ctx, body }) => editScanPlate(ctx, storage, body));

  orgRoute(
    app,
    ingestScan,
    auth,
    PATROL_UPLOAD,
    ({ ctx, body, files }) => ingest(ctx, storage, { fields: body, image: files.image ?? null }),
    {
      body: 'form',
      maxBytes: {
        bytes: SCAN_IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES,
        message: `The upload is too large; the image may be at most ${SCAN_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
      },
    },
  );

  orgRawRoute(
    app,
    getScanImage,
    auth,
    { role: STAFF, organisationOf: ({ db, params }) => scanOrganisation(db, params.uuid) },
    ({ ctx, params, c }) =>
      scanImageResponse(ctx, storage, params.uuid, params.kind, c.req.header('if-none-match')),
  );
}
