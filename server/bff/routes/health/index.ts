import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { openapiRoutes } from './openapi';
import { healthRoutes } from './health';
import { liveRoutes } from './live';
import { metricsRoutes } from './metrics';

/** The OpenAPI documents, health (deep and liveness) and the Prometheus metrics. */
export const healthArea = new Hono<BffEnv>()
  .route('/', openapiRoutes)
  .route('/health', healthRoutes)
  .route('/health', liveRoutes)
  .route('/metrics', metricsRoutes);
