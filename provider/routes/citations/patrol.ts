import type { Hono, MiddlewareHandler } from 'hono';
import {
  CITATION_PHOTO_MAX_BYTES,
  CITATION_PHOTOS_MAX,
  issueCitation,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import { PATROL_UPLOAD } from '../../services/access';
import type { ProviderEnv } from '../../http/env';
import { issueCitationFor } from '../../services/citations';
import type { FileStorage } from '../../services/files';
import { orgRoutes } from '../org-routes';

/** Room for the form fields around the largest photos. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** Provider routes of citations: the patrol app issues citations. */
export function mountCitationPatrolRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const patrolUpload = orgRoutes(app, auth, PATROL_UPLOAD);
  patrolUpload.json(
    issueCitation,
    ({ ctx, body, files }) => issueCitationFor(ctx, storage, { fields: body, files }),
    {
      body: 'form',
      maxBytes: {
        bytes: CITATION_PHOTOS_MAX * CITATION_PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES,
        message: `The upload is too large; at most ${CITATION_PHOTOS_MAX} photos of ${CITATION_PHOTO_MAX_BYTES / (1024 * 1024)} MB each.`,
      },
    },
  );
}
