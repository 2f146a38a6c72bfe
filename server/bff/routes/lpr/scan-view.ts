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
  providerBaseUrl,
  ProviderError,
  type OrgProviderClient,
  sendToProvider,
} from '@/server/provider-client';
import { BffError, toErrorResponse } from '../../errors';
import { errorFields, logger } from '@/provider/http/log';

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

  const url =
    providerBaseUrl() +
    IMAGE_PATH.replace('{uuid}', encodeURIComponent(uuid)).replace('{kind}', kind);
  let res: Response;
  try {
    res = await sendToProvider(
      new Request(url, {
        method: 'GET',
        headers: { authorization: `Bearer ${token}`, accept: 'image/*' },
      }),
    );
  } catch (error) {
    logger.error('provider did not answer', { call: 'scan image', ...errorFields(error) });
    return toErrorResponse(
      new ProviderError(503, 'PROVIDER_UNAVAILABLE', 'The provider did not answer.'),
    );
  }

  if (!res.ok) {
    const payload = (await res.json().catch(() => null)) as {
      error?: { code?: string; message?: string };
    } | null;
    const error = new ProviderError(
      res.status,
      payload?.error?.code ?? `HTTP_${res.status}`,
      payload?.error?.message ?? res.statusText,
    );
    if (error.endsSession) throw error;
    return scanNotFoundResponse(error);
  }

  const contentType = (res.headers.get('content-type') ?? '').toLowerCase();
  const mime = contentType.split(';')[0].trim();
  if (!mime.startsWith('image/')) {
    await res.body?.cancel();
    logger.error('provider answered an unexpected shape', { call: 'scan image', contentType });
    return toErrorResponse(
      new ProviderError(502, 'PROVIDER_CONTRACT', 'The provider answered an unexpected shape.'),
    );
  }

  const headers = new Headers({
    'content-type': contentType,
    'x-content-type-options': 'nosniff',
    'content-disposition': 'inline',
  });
  const length = res.headers.get('content-length');
  if (length) headers.set('content-length', length);
  if (mime === 'image/svg+xml') headers.set('content-security-policy', SVG_POLICY);
  return new Response(res.body, { status: 200, headers });
}
