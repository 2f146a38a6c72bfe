import 'server-only';
import { bffArea } from '../../endpoint';
import { healthEndpoint } from './health';
import { liveEndpoint } from './live';
import { metricsEndpoint } from './metrics';
import { openApiEndpoints } from './openapi';

/** Health (deep and liveness), the Prometheus metrics and the OpenAPI documents. */
export const healthArea = bffArea(
  {},
  [healthEndpoint, liveEndpoint, metricsEndpoint],
  openApiEndpoints,
);
