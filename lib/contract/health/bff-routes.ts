import { routesOf } from '../define-endpoint';
import type { HealthReport } from './health';
import type { LiveReport } from './live';

type OpenApiDocument = { openapi: string; paths: Record<string, unknown> };

const route = routesOf('health');

/** The BFF routes of health and the OpenAPI documents (plain data: see define-endpoint.ts). */
export const healthBffRoutes = {
  health: route.get<HealthReport>()('bffHealth', '/api/health', 'public'),
  live: route.get<LiveReport>()('bffLive', '/api/health/live', 'public'),
  // No session: Prometheus sends `Authorization: Bearer <METRICS_TOKEN>` (server/metrics). Its
  // text exposition format (the route table imports no values: no zod at load).
  metrics: route.get<string>()('bffMetrics', '/api/metrics', 'public', {
    mediaTypes: ['text/plain'],
  }),
  providerOpenApi: route.get<OpenApiDocument>()('providerOpenApi', '/api/openapi.json', 'public'),
  bffOpenApi: route.get<OpenApiDocument>()('bffOpenApi', '/api/bff-openapi.json', 'public'),
};
