import 'server-only';
import type { Endpoint } from './endpoint';
import { billingArea } from './routes/billing';
import { citationsArea } from './routes/citations';
import { healthArea } from './routes/health';
import { identityArea } from './routes/identity';
import { listsArea } from './routes/lists';
import { lprArea } from './routes/lpr';
import { metersArea } from './routes/meters';
import { orgsArea } from './routes/orgs';
import { permitsArea } from './routes/permits';
import { platesArea } from './routes/plates';
import { portalArea } from './routes/portal';
import { privacyArea } from './routes/privacy';
import { reportsArea } from './routes/reports';
import { teamArea } from './routes/team';

/**
 * Every BFF endpoint (server/bff/endpoint.ts), area by area: what the BFF mounts (app.ts), what
 * GET /api/bff-openapi.json documents, what the route checks and the fuzz suite walk. A new area
 * registers here, in one line.
 */
export const allEndpoints: Endpoint[] = [
  ...identityArea,
  ...orgsArea,
  ...billingArea,
  ...lprArea,
  ...listsArea,
  ...teamArea,
  ...reportsArea,
  ...healthArea,
  ...permitsArea,
  ...portalArea,
  ...citationsArea,
  ...metersArea,
  ...platesArea,
  ...privacyArea,
];
