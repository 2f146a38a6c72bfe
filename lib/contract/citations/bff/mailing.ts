import type { EndpointDefinition } from '../../define-endpoint';

/** The answers and inputs of the BFF's citations routes: violation mailing: count, submit, log. */

/** This group's endpoints (schemas of every route in ../bff-routes/mailing.ts). */
export const citationMailingEndpoints: EndpointDefinition[] = [];
