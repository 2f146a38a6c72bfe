import type { EndpointDefinition } from '../../define-endpoint';

/** The BFF endpoints of the portal's customer screens: routes with their zod schemas. */
export const portalCustomerEndpoints: EndpointDefinition[] = [];
