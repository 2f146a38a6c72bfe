import 'server-only';
import { z } from 'zod';
import {
  getAlert,
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
import type { LookupReasonInput } from '@/lib/contract/privacy';
import { reasonFieldsOf } from '@/lib/rules/privacy/lookup-reason';
import type { OrgCaller } from '../../context';
import { BffError } from '../../errors';

/** What the scans and alerts endpoints share: the scan parameter, the scan as screens get it. */

export const scanParam = z.object({ uuid: z.uuid({ message: messages.scanNotFound }) });

/** What a scan endpoint documents besides its kind's statuses. */
export const SCAN_ERRORS = { 404: 'No such scan in the organisation.' };

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

/** A failed scan look-up as the spec's 'There are no records for this plate.' (404). */
export function asScanNotFound(error: unknown): unknown {
  if (error instanceof ProviderError && (error.status === 404 || error.status === 403)) {
    return new BffError(404, 'SCAN_NOT_FOUND', messages.scanNotFound);
  }
  return error;
}

/** One scan (source scans) or alert (source alerts) of the organisation, images on the BFF. */
export async function loadScan(
  caller: OrgCaller,
  uuid: string,
  source: 'scans' | 'alerts',
  why: LookupReasonInput = {},
): Promise<Scan> {
  try {
    const params = { entity: caller.entity, uuid };
    const query = reasonFieldsOf(why);
    const scan = await caller.call(source === 'scans' ? getScan : getAlert, { params, query });
    return toScanView(scan);
  } catch (error) {
    throw asScanNotFound(error);
  }
}

const IMAGE_PATH = getScanImage.path;

/** SVG images are documents: no scripts, no external loads, only their own inline styles. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/**
 * Streams a scan's image from the provider. The scan must belong to the session's organisation
 * (the provider checks it against `entity`, so another organisation's uuid is a 404 even for a
 * member of both; no look-up of the scan, which the audit log would record per image), and only
 * image content types pass through.
 */
export async function streamScanImage(
  caller: OrgProviderClient,
  options: { uuid: string; kind: 'full' | 'plate' },
): Promise<Response> {
  const { token, entity } = caller;
  const { uuid, kind } = options;
  try {
    const path = IMAGE_PATH.replace('{uuid}', encodeURIComponent(uuid)).replace('{kind}', kind);
    const res = await streamProviderImage({
      path: `${path}?entity=${encodeURIComponent(entity)}`,
      token,
      call: getScanImage.id,
      accepts: (mime) => mime.startsWith('image/'),
    });
    const mime = (res.headers.get('content-type') ?? '').split(';')[0].trim();
    if (mime === 'image/svg+xml') res.headers.set('content-security-policy', SVG_POLICY);
    return res;
  } catch (error) {
    throw asScanNotFound(error);
  }
}
