import type { EndpointDefinition } from '../../define-endpoint';

/** The answers and inputs of the BFF's meters routes: the weekly rate schedule (time rates). */

/** This group's endpoints (schemas of every route in ../bff-routes/rates.ts). */
export const meterRatesEndpoints: EndpointDefinition[] = [];
