/**
 * The canonical serialisation of a scan's read (issue 30 item 4): what the camera read, when,
 * where and by whom, as one exact text whose SHA-256 is kept with the scan (scans.read_digest) and
 * recomputed by the verify action. Pure: the same read gives the same text on every platform.
 *
 * Version 1 (READ_DIGEST_VERSION): UTF-8, lines joined by '\n', no trailing newline:
 *
 *   vert-scan-read/1
 *   plate=<the plate as read: upper-case A–Z 0–9, as ingested>
 *   confidence=<the stored float4 value, rounded to 6 decimals: 0.940000>
 *   captured_at=<UTC ISO 8601 with milliseconds: 2026-11-29T08:00:00.000Z>
 *   latitude=<the double, JavaScript's shortest round-trip text: 51.5072>
 *   longitude=<the same: -0.1276>
 *   uploader=<the uploading account's uuid, lower-case; '-' when none>
 *
 * The patrol app identifies its device by the signed-in account that uploads (no separate device
 * id is sent), so `uploader` is the device field. Confidence is a float4 column: rounding its
 * float32 value to 6 decimals gives the same text from the number sent and the number read back.
 * A later version adds fields under a new first line; scans keep the version they were digested
 * with (scans.read_digest_version).
 */

export const READ_DIGEST_VERSION = 1;

export interface ScanRead {
  plate: string;
  confidence: number;
  capturedAt: Date | string;
  latitude: number;
  longitude: number;
  /** The uploading account (the device), or null. */
  uploaderUuid: string | null;
}

/** A double as its shortest round-trip text ('-0' as '0', so a sign of zero never differs). */
const exactNumber = (n: number) => (Object.is(n, -0) ? '0' : String(n));

/** The float32 a float4 column keeps, to 6 decimals. */
const float4Text = (n: number) => Math.fround(n).toFixed(6);

/** The read's canonical text (version 1); throws on a time that is not a date. */
export function canonicalRead(read: ScanRead): string {
  const at = read.capturedAt instanceof Date ? read.capturedAt : new Date(read.capturedAt);
  if (Number.isNaN(at.getTime())) throw new RangeError('capturedAt is not a date');
  if (![read.confidence, read.latitude, read.longitude].every(Number.isFinite)) {
    throw new RangeError('confidence, latitude and longitude must be finite numbers');
  }
  return [
    `vert-scan-read/${READ_DIGEST_VERSION}`,
    `plate=${read.plate}`,
    `confidence=${float4Text(read.confidence)}`,
    `captured_at=${at.toISOString()}`,
    `latitude=${exactNumber(read.latitude)}`,
    `longitude=${exactNumber(read.longitude)}`,
    `uploader=${read.uploaderUuid ? read.uploaderUuid.toLowerCase() : '-'}`,
  ].join('\n');
}

/** What a recomputed digest says against the one recorded. */
export type DigestResult = 'match' | 'mismatch' | 'missing' | 'unrecorded';

/**
 * Compares a recorded digest with a recomputed one: 'unrecorded' when nothing was recorded (kept
 * before evidence digests), 'missing' when the bytes are gone, else match or mismatch.
 */
export function compareDigest(recorded: string | null, actual: string | null): DigestResult {
  if (!recorded) return 'unrecorded';
  if (actual === null) return 'missing';
  return recorded.toLowerCase() === actual.toLowerCase() ? 'match' : 'mismatch';
}

/** How each result reads on the screens. */
export const DIGEST_RESULT_TEXT: Record<DigestResult, string> = {
  match: 'Match',
  mismatch: 'Mismatch',
  missing: 'File missing',
  unrecorded: 'Recorded before evidence digests',
};
