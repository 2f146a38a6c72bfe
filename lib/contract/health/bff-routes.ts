import { bffRoute } from '../define-endpoint';
import type { HealthReport } from './health';

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
