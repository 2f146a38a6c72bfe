import type { EndpointDefinition } from '../../define-endpoint';

/** The BFF endpoints of the permit holders screens: routes with their zod schemas. */
export const permitHoldersEndpoints: EndpointDefinition[] = [];
