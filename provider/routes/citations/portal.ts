import type { Hono } from 'hono';
import {
  APPEAL_IMAGE_MAX_BYTES,
  APPEAL_IMAGES_MAX,
  appealCitationNotice,
  getCitationNotice,
  getCitationNoticeImage,
  getViolationPortal,
  lookupCitationNotice,
  payCitationNotice,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import { clientAddressOf } from '../../http/client-address';
import type { ProviderEnv } from '../../http/env';
import { publicRawRoute, publicRoute } from '../../http/route';
import * as portal from '../../services/citations';
import type { FileStorage } from '../../services/files';
import { INVALID_IMAGE } from '../../services/portal';

/** Provider routes of citations: the public violation portal: notice, look-up, pay, appeal (no session). */
export function mountCitationPortalRoutes(app: Hono<ProviderEnv>, db: Db, storage: FileStorage) {
  publicRoute(app, getViolationPortal, ({ params, c }) =>
    portal.violationPortalOf(db, params.subdomain, clientAddressOf(c.req.raw)),
  );
  publicRoute(app, getCitationNotice, ({ params, query, c }) =>
    portal.noticeOf(db, params.subdomain, params.uuid, query.plate, clientAddressOf(c.req.raw)),
  );
  publicRoute(app, lookupCitationNotice, ({ params, body, c }) =>
    portal.lookupNotice(db, params.subdomain, body, clientAddressOf(c.req.raw)),
  );
  publicRawRoute(app, getCitationNoticeImage, ({ params, query, c }) =>
    portal.noticeImageResponse(
      db,
      storage,
      { ...params, plate: query.plate },
      clientAddressOf(c.req.raw),
    ),
  );
  publicRoute(app, payCitationNotice, ({ params, body, c }) =>
    portal.payNotice(db, params.subdomain, params.uuid, body, clientAddressOf(c.req.raw)),
  );
  publicRoute(
    app,
    appealCitationNotice,
    ({ params, body, files, c }) =>
      portal.appealNotice(
        db,
        storage,
        params.subdomain,
        params.uuid,
        body,
        files,
        clientAddressOf(c.req.raw),
      ),
    {
      body: 'form',
      maxBytes: {
        bytes: APPEAL_IMAGES_MAX * APPEAL_IMAGE_MAX_BYTES + 64 * 1024,
        message: INVALID_IMAGE,
      },
    },
  );
}
