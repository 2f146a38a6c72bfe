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
    summary: 'Up when the provider and its database answer (503 when either is down).',
  }),
  providerOpenApi: bffRoute<OpenApiDocument>()({
    id: 'providerOpenApi',
    area: 'health',
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    summary: "The provider API's OpenAPI document, as the provider publishes it.",
  }),
  bffOpenApi: bffRoute<OpenApiDocument>()({
    id: 'bffOpenApi',
    area: 'health',
    method: 'GET',
    path: '/api/bff-openapi.json',
    access: 'public',
    summary: "This document: the BFF's own routes.",
  }),
};
