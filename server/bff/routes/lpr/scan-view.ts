import 'server-only';
import {
  getScan,
  getScanImage,
  SCAN_PAGE_SIZE,
  SCAN_SEARCH_LIMIT,
  type Scan,
} from '@/lib/contract';
import type { PlateHistoryItem, ScanListMode, ScanListResponse } from '@/lib/contract/lpr/bff';
import { messages } from '@/lib/messages';
import {
  ProviderError,
  streamProviderImage,
  type OrgProviderClient,
} from '@/server/provider-client';
import { BffError, toErrorResponse } from '../../errors';

/** Where the browser loads a scan's images: the BFF's own route, never the provider's path. */
export function scanImagePath(uuid: string, kind: 'full' | 'plate'): string {
  return `/api/scans/${encodeURIComponent(uuid)}/image/${kind}`;
}

/** A scan as the screens get it: image URLs rewritten to the BFF's image route. */
export function toScanView(scan: Scan): Scan {
  return {
    ...scan,
    imgUrl: scanImagePath(scan.uuid, 'full'),
    plateImgUrl: scanImagePath(scan.uuid, 'plate'),
  };
}

/** A scan as a row of the scan detail's plate history. */
export function toPlateHistoryItem(scan: Scan): PlateHistoryItem {
  return {
    uuid: scan.uuid,
    capturedAt: scan.capturedAt,
    confidence: scan.confidence,
    capturedBy: scan.capturedBy,
    listName: scan.listName,
    listType: scan.listType,
    alertDetail: scan.alertDetail,
  };
}

/** The answer of a list view: one page (1-based) or, for a search, every result. */
export function scanListResponse(
  result: { plates: Scan[]; count: number },
  mode: ScanListMode,
  page: number,
): ScanListResponse {
  return {
    plates: result.plates.map(toScanView),
    count: result.count,
    page: mode === 'search' ? 1 : page,
    pageSize: mode === 'search' ? SCAN_SEARCH_LIMIT : SCAN_PAGE_SIZE,
    mode,
  };
}

/** Maps a failed scan look-up to the spec's 'There are no records for this plate.' */
export function scanNotFoundResponse(error: unknown): Response {
  if (error instanceof ProviderError && (error.status === 404 || error.status === 403)) {
    return toErrorResponse(new BffError(404, 'SCAN_NOT_FOUND', messages.scanNotFound));
  }
  return toErrorResponse(error);
}

const IMAGE_PATH = getScanImage.path;

/** SVG images are documents: no scripts, no external loads, only their own inline styles. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * Streams a scan's image from the provider. The scan must belong to the session's organisation
 * (checked first, so another organisation's uuid is a 404 even for a member of both), and only
 * image content types pass through.
 */
export async function streamScanImage(
  caller: OrgProviderClient,
  options: { uuid: string; kind: 'full' | 'plate' },
): Promise<Response> {
  const { token, entity } = caller;
  const { uuid, kind } = options;
  try {
    await caller.call(getScan, { params: { entity, uuid } });
  } catch (error) {
    return scanNotFoundResponse(error);
  }

  let res: Response;
  try {
    res = await streamProviderImage({
      path: IMAGE_PATH.replace('{uuid}', encodeURIComponent(uuid)).replace('{kind}', kind),
      token,
      call: getScanImage.id,
      accepts: (mime) => mime.startsWith('image/'),
    });
  } catch (error) {
    if (error instanceof ProviderError && error.endsSession) throw error;
    return scanNotFoundResponse(error);
  }
  const mime = (res.headers.get('content-type') ?? '').split(';')[0].trim();
  if (mime === 'image/svg+xml') res.headers.set('content-security-policy', SVG_POLICY);
  return res;
}
