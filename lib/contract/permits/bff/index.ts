import type { EndpointDefinition } from '../../define-endpoint';
import { permitProductsEndpoints } from './products';
import { permitIssuedEndpoints } from './issued';
import { permitHoldersEndpoints } from './holders';
import { permitBusinessEndpoints } from './business';

export * from './products';
export * from './issued';
export * from './holders';
export * from './business';

/** The BFF endpoints of the permits area, one file per group of screens. */
export const permitsEndpoints: EndpointDefinition[] = [
  ...permitProductsEndpoints,
  ...permitIssuedEndpoints,
  ...permitHoldersEndpoints,
  ...permitBusinessEndpoints,
];
