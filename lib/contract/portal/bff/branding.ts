import type { EndpointDefinition } from '../../define-endpoint';

/** The BFF endpoints of the portal's branding screens: routes with their zod schemas. */
export const portalBrandingEndpoints: EndpointDefinition[] = [];
