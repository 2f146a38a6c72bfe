import { z } from 'zod';

/** GET /api/openapi.json and /api/bff-openapi.json: an OpenAPI document (its own fields kept). */
export const openApiDocument = z.looseObject({
  openapi: z.string(),
  paths: z.record(z.string(), z.unknown()),
});
