import type { EndpointDefinition } from '../../define-endpoint';

/** The answers and inputs of the BFF's citations routes: appeals: list, detail, respond, message, close, notification e-mail. */

/** This group's endpoints (schemas of every route in ../bff-routes/appeals.ts). */
export const citationAppealsEndpoints: EndpointDefinition[] = [];
