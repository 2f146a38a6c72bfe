import { bffArea } from '../../endpoint';
import { alertStreamEndpoints } from './alert-stream';
import { alertEndpoints } from './alerts';
import { overviewEndpoints } from './overview';
import { scanCitationEndpoints } from './scan-citation';
import { scanEvidenceEndpoints } from './scan-evidence';
import { scanEndpoints } from './scans';

/** Overview, scans and alerts (the stream before /api/alerts/:uuid): provider refusals read as every area's (no texts of their own). */
export const lprArea = bffArea(
  {},
  overviewEndpoints,
  scanEndpoints,
  alertStreamEndpoints,
  alertEndpoints,
  scanCitationEndpoints,
  scanEvidenceEndpoints,
);
