import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../define-endpoint';
import { healthReport } from './health';
import { healthBffRoutes } from './bff-routes';
import { liveReport } from './live';

const openApiDocument = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});

/** The BFF endpoints of health and the OpenAPI documents. */
export const healthEndpoints: EndpointDefinition[] = [
  defineEndpoint(healthBffRoutes.health, {
    summary: 'Up when the provider and its database answer (503 when either is down).',
    response: healthReport,
    errors: { 503: 'The provider or its database is down.' },
    errorResponse: healthReport,
  }),
  defineEndpoint(healthBffRoutes.live, {
    summary:
      'Liveness for load balancers and orchestrators: 200 while this process serves requests. It asks nothing else (not the provider, not the database); GET /api/health is the deep check.',
    response: liveReport,
  }),
  defineEndpoint(healthBffRoutes.metrics, {
    summary:
      "Prometheus metrics in the text exposition format: requests and their latency per route pattern and status, the process's and Node's own metrics, and the mail outbox backlog. Off unless METRICS_TOKEN is set; then only with `Authorization: Bearer <METRICS_TOKEN>`.",
    errors: {
      401: 'No bearer token, or not METRICS_TOKEN (UNAUTHENTICATED).',
      404: 'Metrics are off: METRICS_TOKEN is not set (NOT_FOUND).',
    },
  }),
  defineEndpoint(healthBffRoutes.providerOpenApi, {
    summary: "The provider API's OpenAPI document, as the provider publishes it.",
    response: openApiDocument,
  }),
  defineEndpoint(healthBffRoutes.bffOpenApi, {
    summary: "This document: the BFF's own routes.",
    response: openApiDocument,
  }),
];
