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
import type { ProviderEnv } from '../http/env';
import { authedRawRoute, authedRoute } from '../http/route';
import type { FileStorage } from '../services/files';
import {
  deleteAlertsOf,
  deleteScansOf,
  scanImageResponse,
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
  authedRoute(app, listScansPage, auth, ({ params, query }) =>
    scansPage(db, params.entity, params.n, { alert: query.alert, list: query.list }),
  );

  authedRoute(app, listMemberScansPage, auth, ({ params }) =>
    memberScansPage(db, params.entity, params.user, params.n),
  );

  authedRoute(app, searchScans, auth, ({ params, query }) =>
    searchScanPlates(db, params.entity, params.term, { alert: query.alert }),
  );

  authedRoute(app, getPlateHistory, auth, ({ params }) =>
    plateHistory(db, params.entity, params.plate),
  );

  authedRoute(app, getScan, auth, ({ params }) => getScanOf(db, params.entity, params.uuid));

  authedRoute(app, getAlert, auth, ({ params }) => getAlertOf(db, params.entity, params.uuid));

  authedRoute(app, deleteScans, auth, ({ auth, query, body }) =>
    deleteScansOf(db, storage, auth.user, query.entityUUID, body),
  );

  authedRoute(app, deleteAlerts, auth, ({ auth, query, body }) =>
    deleteAlertsOf(db, auth.user, query.entityUUID, body),
  );

  authedRoute(app, updateScanPlate, auth, ({ auth, body }) =>
    editScanPlate(db, storage, auth.user, body),
  );

  authedRoute(
    app,
    ingestScan,
    auth,
    ({ auth, body, files }) =>
      ingest(db, storage, { user: auth.user, fields: body, image: files.image ?? null }),
    {
      body: 'form',
      maxBytes: {
        bytes: SCAN_IMAGE_MAX_BYTES + FORM_OVERHEAD_BYTES,
        message: `The upload is too large; the image may be at most ${SCAN_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
      },
    },
  );

  authedRawRoute(app, getScanImage, auth, ({ auth, params, c }) =>
    scanImageResponse(
      db,
      storage,
      auth.user,
      params.uuid,
      params.kind,
      c.req.header('if-none-match'),
    ),
  );
}
