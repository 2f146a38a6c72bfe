import { and, eq } from 'drizzle-orm';
import { scans, storedFiles } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import type { OrgContext } from '../access';
import type { FileStorage } from '../files';
import { renderScanImage } from './plate-image';

/** Uploaded images never change under their scan: the browser may keep them an hour. */
const UPLOAD_CACHE = 'private, max-age=3600';
/** Rendered images follow plate corrections: revalidated by ETag each time. */
const RENDERED_CACHE = 'private, no-cache';
/** An SVG opened on its own runs no scripts and loads nothing. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

const NO_SUCH_SCAN = 'No such scan.';

/**
 * The organisation of a scan, for the route wrapper's role check (an unknown scan: 404; another
 * organisation's: the role's 403).
 */
export async function scanOrganisation(db: DbOrTx, uuid: string): Promise<string> {
  const [row] = await db
    .select({ entityUuid: scans.entityUuid })
    .from(scans)
    .where(eq(scans.uuid, uuid));
  if (!row) throw fail.notFound(NO_SUCH_SCAN);
  return row.entityUuid;
}

/**
 * GET a scan's image (a scan of the checked organisation; any other: 404). The upload when there is one (kind plate of an upload: the same
 * image), else a rendered SVG of the car (full) or the plate (plate).
 */
export async function scanImageResponse(
  { db, org }: OrgContext,
  storage: FileStorage,
  uuid: string,
  kind: 'full' | 'plate',
  ifNoneMatch: string | undefined,
): Promise<Response> {
  const [row] = await db
    .select({
      uuid: scans.uuid,
      entityUuid: scans.entityUuid,
      plate: scans.plate,
      capturedAt: scans.capturedAt,
      latitude: scans.latitude,
      longitude: scans.longitude,
      confidence: scans.confidence,
      filePath: storedFiles.path,
      contentType: storedFiles.contentType,
    })
    .from(scans)
    .leftJoin(storedFiles, eq(storedFiles.uuid, scans.imageFileUuid))
    .where(and(eq(scans.uuid, uuid), eq(scans.entityUuid, org.uuid)));
  if (!row) throw fail.notFound(NO_SUCH_SCAN);

  const bytes = row.filePath ? await storage.get(row.filePath) : null;
  if (bytes && row.contentType) {
    return new Response(bytes, {
      status: 200,
      headers: {
        'content-type': row.contentType,
        'content-length': String(bytes.byteLength),
        'cache-control': UPLOAD_CACHE,
        'x-content-type-options': 'nosniff',
      },
    });
  }

  const { svg, etag } = renderScanImage(
    {
      uuid: row.uuid,
      plate: row.plate,
      capturedAt: row.capturedAt,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      confidence: Number(row.confidence),
    },
    kind,
  );
  const headers = {
    'content-type': 'image/svg+xml; charset=utf-8',
    'cache-control': RENDERED_CACHE,
    etag,
    'x-content-type-options': 'nosniff',
    'content-security-policy': SVG_POLICY,
  };
  if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(svg, { status: 200, headers });
}
