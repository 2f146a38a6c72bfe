import { createHash } from 'node:crypto';
import { canonicalRead, type ScanRead } from '../../../lib/rules/lpr/evidence-digest';

/** SHA-256 of bytes or text (UTF-8), as 64 lower-case hex digits. */
export function sha256Hex(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The digest of a scan's read: SHA-256 of its canonical text (lib/rules/lpr/evidence-digest.ts). */
export const readDigest = (read: ScanRead): string => sha256Hex(canonicalRead(read));
