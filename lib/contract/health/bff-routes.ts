import { bffRoute } from '../define-endpoint';
import type { HealthReport } from './health';
import type { LiveReport } from './live';

type OpenApiDocument = { openapi: string; paths: Record<string, unknown> };

/** The BFF routes of health and the OpenAPI documents (plain data: see define-endpoint.ts). */
export const healthBffRoutes = {
  health: bffRoute<HealthReport>()({
    id: 'bffHealth',
    area: 'health',
    method: 'GET',
    path: '/api/health',
    access: 'public',
  }),
  live: bffRoute<LiveReport>()({
    id: 'bffLive',
    area: 'health',
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
  }),
  metrics: bffRoute<string>()({
    id: 'bffMetrics',
    area: 'health',
    method: 'GET',
    path: '/api/metrics',
    // No session: Prometheus sends `Authorization: Bearer <METRICS_TOKEN>` (server/metrics).
    access: 'public',
    // Prometheus's text exposition format (the route table imports no values: no zod at load).
    mediaTypes: ['text/plain'],
  }),
  providerOpenApi: bffRoute<OpenApiDocument>()({
    id: 'providerOpenApi',
    area: 'health',
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
  }),
  bffOpenApi: bffRoute<OpenApiDocument>()({
    id: 'bffOpenApi',
    area: 'health',
    method: 'GET',
    path: '/api/bff-openapi.json',
    access: 'public',
  }),
};
