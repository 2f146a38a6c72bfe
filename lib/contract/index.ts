import type { CallDefinition } from './define-call';
import type { EndpointDefinition } from './define-endpoint';
import { authCalls, authEndpoints } from './auth';
import { orgCalls, orgsEndpoints } from './orgs';
import { listCalls, listsEndpoints } from './lists';
import { lprCalls, lprEndpoints } from './lpr';
import { teamCalls, teamEndpoints } from './team';
import { billingCalls, billingEndpoints } from './billing';
import { reportCalls, reportsEndpoints } from './reports';
import { healthCalls, healthEndpoints } from './health';
import { permitCalls, permitsEndpoints } from './permits';
import { portalCalls, portalEndpoints } from './portal';
import { paymentCalls } from './payments';
import { citationCalls } from './citations';
import { citationsEndpoints } from './citations/bff';
import { meterCalls } from './meters';
import { metersEndpoints } from './meters/bff';

export * from './define-call';
export * from './define-endpoint';
export * from './text';
export * from './auth';
export * from './orgs';
export * from './lists';
export * from './lpr';
export * from './team';
export * from './billing';
export * from './reports';
export * from './health';
export * from './permits';
export * from './portal';
export * from './payments';
export * from './citations';
export * from './meters';

/** Every provider call, for the provider router and GET /api/openapi.json. Each area lists its own. */
export const allCalls: CallDefinition[] = [
  ...authCalls,
  ...orgCalls,
  ...listCalls,
  ...lprCalls,
  ...teamCalls,
  ...billingCalls,
  ...reportCalls,
  ...healthCalls,
  ...permitCalls,
  ...portalCalls,
  ...paymentCalls,
  ...citationCalls,
  ...meterCalls,
];

/**
 * Every BFF route, for the BFF's route check and GET /api/bff-openapi.json. Each area lists its
 * own (lib/contract/<area>/bff.ts); the browser builds URLs from the plain route halves.
 */
export const allEndpoints: EndpointDefinition[] = [
  ...authEndpoints,
  ...orgsEndpoints,
  ...billingEndpoints,
  ...lprEndpoints,
  ...listsEndpoints,
  ...teamEndpoints,
  ...reportsEndpoints,
  ...healthEndpoints,
  ...permitsEndpoints,
  ...portalEndpoints,
  ...citationsEndpoints,
  ...metersEndpoints,
];
