import type { EndpointDefinition } from '../../define-endpoint';

/** The answers and inputs of the BFF's citations routes: violation types (list, create, edit, archive, delete) and the Vert Violations activation. */

/** This group's endpoints (schemas of every route in ../bff-routes/types.ts). */
export const citationTypesEndpoints: EndpointDefinition[] = [];
