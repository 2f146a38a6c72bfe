import type { EndpointDefinition } from '../../define-endpoint';

/** The BFF endpoints of the permit issued screens: routes with their zod schemas. */
export const permitIssuedEndpoints: EndpointDefinition[] = [];
