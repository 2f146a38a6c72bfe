import 'server-only';
import { healthBffRoutes } from '@/lib/contract/health/bff-routes';
import { bffRouter, on } from '../../route';
import { providerBaseUrl, sendToProvider } from '@/server/provider-client';
import { buildBffOpenApi } from '../../openapi';

export const openapiRoutes = bffRouter('/api');

/** The provider contract as OpenAPI, published by the provider. */
on(openapiRoutes, healthBffRoutes.providerOpenApi, async () => {
  const res = await sendToProvider(new Request(`${providerBaseUrl()}/api/openapi.json`));
  return new Response(res.body, {
    status: res.status,
    headers: { 'content-type': 'application/json' },
  });
});

/** The BFF's own routes as OpenAPI, generated from their definitions (server/bff/openapi.ts). */
let bffDocument: ReturnType<typeof buildBffOpenApi> | undefined;
on(openapiRoutes, healthBffRoutes.bffOpenApi, (c) => c.json((bffDocument ??= buildBffOpenApi())));
