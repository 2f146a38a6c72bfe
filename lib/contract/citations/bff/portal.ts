import type { EndpointDefinition } from '../../define-endpoint';

/** The answers and inputs of the BFF's citations routes: the public violation portal: notice, look-up, pay, appeal (no session). */

/** This group's endpoints (schemas of every route in ../bff-routes/portal.ts). */
export const citationPortalEndpoints: EndpointDefinition[] = [];
