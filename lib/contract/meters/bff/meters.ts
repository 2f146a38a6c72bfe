import type { EndpointDefinition } from '../../define-endpoint';

/** The answers and inputs of the BFF's meters routes: meters table, stats and earnings, meter info (edit). */

/** This group's endpoints (schemas of every route in ../bff-routes/meters.ts). */
export const meterTableEndpoints: EndpointDefinition[] = [];
