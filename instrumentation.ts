/**
 * Runs once when the server starts (Node.js runtime): makes sure the secrets are set; stamps each request with its client's
 * address from the socket (server/bff/client-ip.ts); publishes the BFF's /api fast path for
 * the shipped server.js (server/http/fast-api.ts); installs the graceful shutdown (SIGTERM:
 * Next stops accepting and finishes running requests, at most SHUTDOWN_TIMEOUT_MS; then the
 * in-process provider's database is closed and its lock freed) and, in one-process mode, opens
 * the embedded provider (database, migrations, demo seed on an empty database) so the first
 * sign-in does not wait for it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // `node server.js` in the shipped folder, started without scripts/start.ts: the same secrets
  // (from the environment, else DATA_DIR/secrets.json, else generated there).
  (await import('./provider/secrets')).ensureSecrets();
  (await import('./server/bff/client-ip')).stampClientAddresses();
  const { closeBeforeExit, shutdownTimeoutMs } = await import('./platform/shutdown');
  closeBeforeExit(async () => (await import('./provider')).closeProvider(), shutdownTimeoutMs());
  if (!process.env.PROVIDER_API_URL) await (await import('./provider')).getProvider();
  // Last: the /api fast path of the shipped server.js (server/http/fast-api.ts), the BFF's
  // handler of this build's compiled code, when server.js asked for it. Until it is published
  // every request goes to Next, which holds requests until register() is done (so nothing is
  // answered before the embedded provider is open).
  const fastApi = await import('./server/http/fast-api');
  if (fastApi.fastApiOffered()) {
    fastApi.publishFastApi((await import('./server/bff/app')).handleBffRequest);
  }
}
