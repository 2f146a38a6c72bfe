import type { Server } from 'node:http';

/** How long a shutdown lets running requests and streams finish (SHUTDOWN_TIMEOUT_MS, default 10 s). */
export function shutdownTimeoutMs(): number {
  const ms = Number(process.env.SHUTDOWN_TIMEOUT_MS);
  return Number.isFinite(ms) && ms >= 0 ? ms : 10_000;
}

/**
 * Stops accepting connections, closes the idle ones and lets running requests and streams
 * finish; at the timeout the rest are cut. Resolves true when everything finished in time.
 */
export function drainServer(server: Server, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      server.closeAllConnections();
      resolve(false);
    }, timeoutMs);
    server.close(() => {
      clearTimeout(timer);
      resolve(true);
    });
    server.closeIdleConnections();
  });
}
