import type { EndpointDefinition } from '../../define-endpoint';

/** The answers and inputs of the BFF's meters routes: paid parking sessions: per meter, all, plate search. */

/** This group's endpoints (schemas of every route in ../bff-routes/sessions.ts). */
export const meterSessionsEndpoints: EndpointDefinition[] = [];
