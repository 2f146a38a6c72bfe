import 'server-only';
import {
  getScanEvidence,
  scanEvidence,
  scanVerification,
  verifyScanEvidence,
} from '@/lib/contract';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { messages } from '@/lib/messages';
import { endpoint } from '../../endpoint';
import { scanParam, SCAN_ERRORS } from './scan-view';

/**
 * /api/scans/:uuid/evidence: the scan's read as the camera made it, its correction and the
 * digests recorded at ingestion; …/verify recomputes them from what is stored now (issue 30
 * item 4). The organisation is the session's; staff only (the provider's role check).
 */

const scanNotFound = { NOT_FOUND: { message: messages.scanNotFound } };

export const scanEvidenceEndpoints = [
  endpoint(routes.scanEvidence, {
    summary:
      "A scan's evidence: the camera's read (plate as read, correction beside it) with its SHA-256 digest, and its stored image's SHA-256.",
    params: scanParam,
    response: scanEvidence,
    errors: SCAN_ERRORS,
    refusals: scanNotFound,
    handler: ({ caller, params: { uuid } }) =>
      caller.call(getScanEvidence, { params: { entity: caller.entity, uuid } }),
  }),

  endpoint(routes.verifyScanEvidence, {
    summary:
      "Recomputes the digests of a scan's read and stored image and says match or mismatch for each (recorded in the audit log).",
    params: scanParam,
    response: scanVerification,
    errors: SCAN_ERRORS,
    refusals: scanNotFound,
    handler: ({ caller, params: { uuid } }) =>
      caller.call(verifyScanEvidence, { params: { entity: caller.entity, uuid } }),
  }),
];
