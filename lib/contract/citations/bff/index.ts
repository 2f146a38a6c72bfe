import type { EndpointDefinition } from '../../define-endpoint';
import { citationTypesEndpoints } from './types';
import { citationSettingsEndpoints } from './settings';
import { citationIssuedEndpoints } from './issued';
import { citationMailingEndpoints } from './mailing';
import { citationAppealsEndpoints } from './appeals';
import { citationPortalEndpoints } from './portal';

export * from './types';
export * from './settings';
export * from './issued';
export * from './mailing';
export * from './appeals';
export * from './portal';

/** The BFF endpoints of citations, one file per group of screens. */
export const citationsEndpoints: EndpointDefinition[] = [
  ...citationTypesEndpoints,
  ...citationSettingsEndpoints,
  ...citationIssuedEndpoints,
  ...citationMailingEndpoints,
  ...citationAppealsEndpoints,
  ...citationPortalEndpoints,
];
