import 'server-only';
import { Hono } from 'hono';
import { providerBaseUrl, sendToProvider } from '@/server/provider-client';
import type { BffEnv } from '../../context';

export const openapiRoutes = new Hono<BffEnv>();

/** The provider contract as OpenAPI, published by the provider. */
openapiRoutes.get('/openapi.json', async () => {
  const res = await sendToProvider(new Request(`${providerBaseUrl()}/api/openapi.json`));
  return new Response(res.body, {
    status: res.status,
    headers: { 'content-type': 'application/json' },
  });
});
