import type { EndpointDefinition } from '../../define-endpoint';

/** The answers and inputs of the BFF's meters routes: the public meter page: quote, pay, receipt, time-add (no session). */

/** This group's endpoints (schemas of every route in ../bff-routes/portal.ts). */
export const meterPortalEndpoints: EndpointDefinition[] = [];
