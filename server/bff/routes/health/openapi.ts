import 'server-only';
import { openApiDocument } from '@/lib/contract/health/bff';
import { healthBffRoutes as routes } from '@/lib/contract/health/bff-routes';
import { providerBaseUrl, sendToProvider } from '@/server/provider-client';
import { endpoint } from '../../endpoint';
import type { buildBffOpenApi } from '../../openapi';

let bffDocument: ReturnType<typeof buildBffOpenApi> | undefined;

export const openApiEndpoints = [
  /** The provider contract as OpenAPI, published by the provider. */
  endpoint(routes.providerOpenApi, {
    summary: "The provider API's OpenAPI document, as the provider publishes it.",
    response: openApiDocument,
    handler: async () => {
      const res = await sendToProvider(new Request(`${providerBaseUrl()}/api/openapi.json`));
      return new Response(res.body, {
        status: res.status,
        headers: { 'content-type': 'application/json' },
      });
    },
  }),

  /**
   * The BFF's own routes as OpenAPI, generated from their definitions (server/bff/openapi.ts),
   * once, at the first request. The document lists every endpoint (server/bff/endpoints.ts),
   * this one too, so it is imported when asked for, not with this module: a static import would
   * close the circle endpoints → health area → openapi → endpoints while endpoints.ts is still
   * building its list.
   */
  endpoint(routes.bffOpenApi, {
    summary: "This document: the BFF's own routes.",
    response: openApiDocument,
    handler: async () => (bffDocument ??= (await import('../../openapi')).buildBffOpenApi()),
  }),
];
