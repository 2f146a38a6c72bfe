import 'server-only';
import type { EndpointDefinition } from '@/lib/contract/define-endpoint';
import { authEndpoints } from '@/lib/contract/auth/bff';
import { billingEndpoints } from '@/lib/contract/billing/bff';
import { healthEndpoints } from '@/lib/contract/health/bff';
import { orgsEndpoints } from '@/lib/contract/orgs/bff';
import { permitsEndpoints } from '@/lib/contract/permits/bff';
import { portalEndpoints } from '@/lib/contract/portal/bff';
import { teamEndpoints } from '@/lib/contract/team/bff';
import { citationsArea } from './routes/citations';
import { listsArea } from './routes/lists';
import { lprArea } from './routes/lpr';
import { metersArea } from './routes/meters';
import { reportsArea } from './routes/reports';

/**
 * Every BFF endpoint, for GET /api/bff-openapi.json, the route checks and the fuzz suite. An area
 * declared with `endpoint` (server/bff/endpoint.ts) gives its definitions themselves; the areas
 * not moved yet give their lib/contract/<area>/bff.ts lists (documentation only: their handlers
 * are mounted by hand in server/bff/routes/<area>).
 */
export const allEndpoints: EndpointDefinition[] = [
  ...authEndpoints,
  ...orgsEndpoints,
  ...billingEndpoints,
  ...lprArea,
  ...listsArea,
  ...teamEndpoints,
  ...reportsArea,
  ...healthEndpoints,
  ...permitsEndpoints,
  ...portalEndpoints,
  ...citationsArea,
  ...metersArea,
];
