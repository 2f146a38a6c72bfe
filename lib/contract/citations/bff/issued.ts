import type { EndpointDefinition } from '../../define-endpoint';

/** The answers and inputs of the BFF's citations routes: issued violations: list, stats, search, detail, logs, verify log, status, void, override, images. */

/** This group's endpoints (schemas of every route in ../bff-routes/issued.ts). */
export const citationIssuedEndpoints: EndpointDefinition[] = [];
