import { serve } from '@hono/node-server';
import { addressedBySocket } from './http/client-address';
import { createProvider } from './index';
import { ensureSecrets } from './secrets';

/** `npm run provider`: the provider API alone on PORT_PROVIDER (default 4000). */
async function main() {
  ensureSecrets(process.env.DATA_DIR || './data');
  const provider = await createProvider();
  const port = Number(process.env.PORT_PROVIDER || 4000);
  const server = serve({ fetch: addressedBySocket(provider.fetch), port }, (info) => {
    console.log(`[provider] listening on http://localhost:${info.port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[provider] ${signal}: shutting down`);
    server.close(() => {
      provider.close().finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
