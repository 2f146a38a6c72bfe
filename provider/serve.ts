import { errorFields, logger } from '../platform/log';
import { drainServer, shutdownTimeoutMs } from '../platform/shutdown';
import { serveProvider } from './http/node-server';
import { createProvider } from './index';
import { ensureSecrets } from './secrets';

/** `npm run provider`: the provider API alone on PORT_PROVIDER (default 4000). */
async function main() {
  ensureSecrets(process.env.DATA_DIR || './data');
  const provider = await createProvider();
  const port = Number(process.env.PORT_PROVIDER || 4000);
  const server = serveProvider(provider.fetch, { port }, (info) => {
    logger.info('listening', { tier: 'provider', url: `http://localhost:${info.port}` });
  });

  // SIGTERM / SIGINT: stop accepting, let running requests and streams finish (at most
  // SHUTDOWN_TIMEOUT_MS), then close the database (and release the embedded one's lock).
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const timeoutMs = shutdownTimeoutMs();
    logger.info('shutting down', { tier: 'provider', signal, timeoutMs });
    // Whatever happens below, the process ends (a database that never closes included).
    setTimeout(() => process.exit(1), timeoutMs + 10_000).unref();
    const drained = await drainServer(server, timeoutMs);
    if (!drained) logger.warn('requests still running at the shutdown timeout were cut', {});
    let code = 0;
    try {
      await provider.close();
    } catch (error) {
      logger.error('closing the database failed', errorFields(error));
      code = 1;
    }
    logger.info('stopped', { tier: 'provider' });
    process.exit(code);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
