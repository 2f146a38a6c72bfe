import { Hono } from 'hono';
import type { BffEnv } from '../../context';
import { openapiRoutes } from './openapi';
import { healthRoutes } from './health';

/** The OpenAPI document and health. */
export const healthArea = new Hono<BffEnv>()
  .route('/', openapiRoutes)
  .route('/health', healthRoutes);
