import 'server-only';
import {
  citationEvidence,
  citationVerification,
  getCitation,
  getCitationEvidence,
  verifyCitationEvidence,
} from '@/lib/contract';
import { reportTzQuery } from '@/lib/contract/reports/bff';
import { safeTimeZone } from '@/lib/format';
import { citationEvidencePdfStream } from '@/server/reports/citation-evidence-pdf';
import { citationParam } from '@/lib/contract/citations/bff';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpoint } from '../../endpoint';

/**
 * /api/citations/issued/:uuid/evidence: the notice's evidence images with the SHA-256 recorded
 * when each was stored; …/verify recomputes them from the stored files (issue 30 item 4). The
 * organisation is the session's (another's notice is 404); staff only (the provider's role check).
 */

const CITATION = { 404: 'No such citation (or not of this organisation).' };

export const citationEvidenceEndpoints = [
  endpoint(routes.citationEvidence, {
    summary: "The notice's evidence images in order, each with its recorded SHA-256.",
    params: citationParam,
    response: citationEvidence,
    errors: CITATION,
    handler: ({ caller, params: { uuid } }) =>
      caller.call(getCitationEvidence, { params: { entity: caller.entity, uuid } }),
  }),

  endpoint(routes.citationEvidencePdf, {
    summary:
      "The notice's evidence record as a PDF: the notice, then each evidence image's recorded SHA-256.",
    params: citationParam,
    query: reportTzQuery,
    errors: CITATION,
    handler: async ({ caller, params: { uuid }, query: { tz } }) => {
      const timeZone = safeTimeZone(tz);
      // Read before answering, so a refusal is still a JSON error.
      const params = { entity: caller.entity, uuid };
      const [citation, evidence] = await Promise.all([
        caller.call(getCitation, { params, query: { timezone: timeZone } }),
        caller.call(getCitationEvidence, { params }),
      ]);
      const body = citationEvidencePdfStream({
        citation,
        evidence,
        organisationName: caller.org.name,
        timeZone,
      });
      return new Response(body, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="violation-${citation.citationNumber}-evidence.pdf"`,
          'cache-control': 'no-store',
        },
      });
    },
  }),

  endpoint(routes.verifyCitationEvidence, {
    summary:
      "Recomputes each evidence image's SHA-256 from the stored file and says match or mismatch (recorded in the audit log).",
    params: citationParam,
    response: citationVerification,
    errors: CITATION,
    handler: ({ caller, params: { uuid } }) =>
      caller.call(verifyCitationEvidence, { params: { entity: caller.entity, uuid } }),
  }),
];
