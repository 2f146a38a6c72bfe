import 'server-only';
import {
  checkScanCitation,
  issueScanCitation,
  scanCitationBody,
  scanCitationCheck,
  scanCitationIssued,
} from '@/lib/contract';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { messages } from '@/lib/messages';
import { endpoint } from '../../endpoint';
import { scanParam, SCAN_ERRORS } from './scan-view';

/**
 * /api/scans/:uuid/citation: a scan or an alert becomes a citation in one step (issue 29 item 2).
 * GET answers the form filled from the scan with the live findings; POST issues it (the provider
 * re-checks the findings and needs an override with a note). The organisation is the session's.
 */

const scanNotFound = { NOT_FOUND: { message: messages.scanNotFound } };

export const scanCitationEndpoints = [
  endpoint(routes.scanCitationForm, {
    summary:
      'The citation form of a scan or alert: prefilled fields, the issuable types, the live findings (valid permits, paid sessions now) and the citation it already became.',
    params: scanParam,
    response: scanCitationCheck,
    errors: SCAN_ERRORS,
    refusals: scanNotFound,
    handler: ({ caller, params: { uuid } }) =>
      caller.call(checkScanCitation, { params: { entity: caller.entity, uuid } }),
  }),

  endpoint(routes.issueScanCitation, {
    summary:
      'Issues the citation of a scan or alert (the scan image as evidence); a valid permit or paid session found now needs override with a note. The idempotency key replays the first answer.',
    params: scanParam,
    body: scanCitationBody,
    response: scanCitationIssued,
    errors: {
      ...SCAN_ERRORS,
      402: 'A priced type while the payouts account is not active.',
      409: 'Type archived, the scan already cited, live findings without override, or a reused key.',
    },
    handler: ({ caller, params: { uuid }, body }) =>
      caller.call(issueScanCitation, { params: { entity: caller.entity, uuid }, body }),
  }),
];
