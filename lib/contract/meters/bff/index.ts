import type { EndpointDefinition } from '../../define-endpoint';
import { meterTableEndpoints } from './meters';
import { meterRatesEndpoints } from './rates';
import { meterSessionsEndpoints } from './sessions';
import { meterPortalEndpoints } from './portal';

export * from './meters';
export * from './rates';
export * from './sessions';
export * from './portal';

/** The BFF endpoints of meters, one file per group of screens. */
export const metersEndpoints: EndpointDefinition[] = [
  ...meterTableEndpoints,
  ...meterRatesEndpoints,
  ...meterSessionsEndpoints,
  ...meterPortalEndpoints,
];
