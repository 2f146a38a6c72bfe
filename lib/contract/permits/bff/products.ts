import type { EndpointDefinition } from '../../define-endpoint';

/** The BFF endpoints of the permit products screens: routes with their zod schemas. */
export const permitProductsEndpoints: EndpointDefinition[] = [];
