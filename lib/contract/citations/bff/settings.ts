import type { EndpointDefinition } from '../../define-endpoint';

/** The answers and inputs of the BFF's citations routes: violation settings: locations, ticket copy, appeal window. */

/** This group's endpoints (schemas of every route in ../bff-routes/settings.ts). */
export const citationSettingsEndpoints: EndpointDefinition[] = [];
