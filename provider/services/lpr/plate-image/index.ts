import { createHash } from 'node:crypto';
import { renderCarSvg } from './car-svg';
import { renderPlateSvg, type ScanPicture } from './plate-svg';

export type { ScanPicture } from './plate-svg';
export { renderCarSvg } from './car-svg';
export { renderPlateSvg } from './plate-svg';

/** The rendered image of a scan without an upload, and an ETag for it. */
export function renderScanImage(
  scan: ScanPicture,
  kind: 'full' | 'plate',
): { svg: string; etag: string } {
  const svg = kind === 'plate' ? renderPlateSvg(scan) : renderCarSvg(scan);
  const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
  return { svg, etag };
}
