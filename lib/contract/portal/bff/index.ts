import type { EndpointDefinition } from '../../define-endpoint';
import { portalBrandingEndpoints } from './branding';
import { portalCustomerEndpoints } from './customer';

export * from './branding';
export * from './customer';

/** The BFF endpoints of the customer portals: the branding page and the public portal pages. */
export const portalEndpoints: EndpointDefinition[] = [
  ...portalBrandingEndpoints,
  ...portalCustomerEndpoints,
];
