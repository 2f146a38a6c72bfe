import { z } from 'zod';
import { callsOf, entityParams, isoDate } from '../define-call';

/**
 * Tamper-evident evidence (issue 30 item 4): the SHA-256 digests recorded when a scan's read and
 * images (and a citation's evidence images) were stored, and the verify action that recomputes
 * them from what is stored now. A digest is 64 lower-case hex digits; null when the record was
 * kept before evidence digests.
 */

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** What a recomputed digest says: see lib/rules/lpr/evidence-digest.ts (compareDigest). */
export const digestResult = z.enum(['match', 'mismatch', 'missing', 'unrecorded']);
export type DigestResultValue = z.infer<typeof digestResult>;

/** One stored image and the digest recorded when its bytes were stored. */
export const evidenceImage = z.object({
  /** The stored file's uuid (the last part of its image address). */
  file: z.uuid(),
  /** What the image is: 'Scan image' or 'Evidence image 2' … */
  label: z.string(),
  sha256: sha256.nullable(),
  storedAt: isoDate,
});
export type EvidenceImage = z.infer<typeof evidenceImage>;

/** An image's verification: the recorded digest, the one of the bytes stored now, the result. */
export const imageCheck = evidenceImage.extend({
  actual: sha256.nullable(),
  result: digestResult,
});
export type ImageCheck = z.infer<typeof imageCheck>;

/** The camera's read of a scan, its digest and the correction beside it. */
export const scanRead = z.object({
  /** The plate as the camera read it (never changed by a plate edit). */
  plate: z.string(),
  /** The effective plate, after a correction (the same as `plate` when none). */
  effectivePlate: z.string(),
  digest: sha256.nullable(),
  digestVersion: z.number().int().nullable(),
  correction: z.object({ plate: z.string(), by: z.string(), at: isoDate }).nullable(),
});
export type ScanRead = z.infer<typeof scanRead>;

export const scanEvidence = z.object({
  read: scanRead,
  /** The uploaded image (the plate image of an upload is the same file); none for a rendered one. */
  images: z.array(evidenceImage),
});
export type ScanEvidence = z.infer<typeof scanEvidence>;

export const scanVerification = z.object({
  verifiedAt: isoDate,
  read: z.object({
    recorded: sha256.nullable(),
    actual: sha256,
    result: digestResult,
  }),
  images: z.array(imageCheck),
});
export type ScanVerification = z.infer<typeof scanVerification>;

const call = callsOf('scans');
const scanParams = entityParams.extend({ uuid: z.uuid() });
const errors = { 403: 'Not a member.', 404: 'No such scan in this organisation.' };

export const getScanEvidence = call.get('getScanEvidence', {
  path: '/api/v2/dashboard/{entity}/plate/{uuid}/evidence',
  summary:
    "A scan's evidence: the camera's read with its digest and any correction, and the SHA-256 recorded for its stored image.",
  params: scanParams,
  response: scanEvidence,
  errors,
});

export const verifyScanEvidence = call.post('verifyScanEvidence', {
  path: '/api/v2/dashboard/{entity}/plate/{uuid}/evidence/verify',
  summary:
    "Recomputes the digest of a scan's read and of its stored image from what is stored now and compares them with the recorded ones (writes an audit event; changes nothing).",
  params: scanParams,
  response: scanVerification,
  errors,
});
