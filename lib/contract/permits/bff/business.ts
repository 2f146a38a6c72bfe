import type { EndpointDefinition } from '../../define-endpoint';

/** The BFF endpoints of the permit business screens: routes with their zod schemas. */
export const permitBusinessEndpoints: EndpointDefinition[] = [];
