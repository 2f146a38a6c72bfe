import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../define-endpoint';
import { healthReport } from './health';
import { healthBffRoutes } from './bff-routes';

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
  defineEndpoint(healthBffRoutes.providerOpenApi, {
    summary: "The provider API's OpenAPI document, as the provider publishes it.",
    response: openApiDocument,
  }),
  defineEndpoint(healthBffRoutes.bffOpenApi, {
    summary: "This document: the BFF's own routes.",
    response: openApiDocument,
  }),
];
