import 'server-only';
import type { EndpointDefinition } from '@/lib/contract/define-endpoint';
import { lprEndpoints } from '@/lib/contract/lpr/bff';
import { metersEndpoints } from '@/lib/contract/meters/bff';
import { reportsEndpoints } from '@/lib/contract/reports/bff';
import { billingArea } from './routes/billing';
import { citationsArea } from './routes/citations';
import { healthArea } from './routes/health';
import { identityArea } from './routes/identity';
import { listsArea } from './routes/lists';
import { orgsArea } from './routes/orgs';
import { permitsArea } from './routes/permits';
import { portalArea } from './routes/portal';
import { teamArea } from './routes/team';

/**
 * Every BFF endpoint, for GET /api/bff-openapi.json, the route checks and the fuzz suite. An area
 * declared with `endpoint` (server/bff/endpoint.ts) gives its definitions themselves; the areas
 * not moved yet give their lib/contract/<area>/bff.ts lists (documentation only: their handlers
 * are mounted by hand in server/bff/routes/<area>).
 */
export const allEndpoints: EndpointDefinition[] = [
  ...identityArea,
  ...orgsArea,
  ...billingArea,
  ...lprEndpoints,
  ...listsArea,
  ...teamArea,
  ...reportsEndpoints,
  ...healthArea,
  ...permitsArea,
  ...portalArea,
  ...citationsArea,
  ...metersEndpoints,
];
