import { z } from 'zod';
import { callsOf, isoDate, type CallDefinition } from '../define-call';
import { evidenceImage, imageCheck } from '../lpr';
import { citationEntityUuid, citationErrors } from './issued';

/**
 * A citation's evidence images with the SHA-256 recorded when each was stored, and the verify
 * action that recomputes them from the stored files (issue 30 item 4).
 */

export const citationEvidence = z.object({ images: z.array(evidenceImage) });
export type CitationEvidence = z.infer<typeof citationEvidence>;

export const citationVerification = z.object({
  verifiedAt: isoDate,
  images: z.array(imageCheck),
});
export type CitationVerification = z.infer<typeof citationVerification>;

const call = callsOf('citations');

export const getCitationEvidence = call.get('getCitationEvidence', {
  path: '/api/v1/citations/{entity}/citation/{uuid}/evidence',
  summary:
    "A citation's evidence images in order, each with the SHA-256 recorded when it was stored.",
  params: citationEntityUuid,
  response: citationEvidence,
  errors: citationErrors,
});

export const verifyCitationEvidence = call.post('verifyCitationEvidence', {
  path: '/api/v1/citations/{entity}/citation/{uuid}/evidence/verify',
  summary:
    "Recomputes the SHA-256 of each of a citation's evidence images from the stored files and compares it with the recorded one (writes an audit event; changes nothing).",
  params: citationEntityUuid,
  response: citationVerification,
  errors: citationErrors,
});

export const citationEvidenceCalls: CallDefinition[] = [
  getCitationEvidence,
  verifyCitationEvidence,
];
