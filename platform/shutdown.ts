import type { Server } from 'node:http';
import { errorFields, logger } from './log';

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

/**
 * Graceful shutdown under `next start`, which on SIGTERM / SIGINT already stops accepting and
 * waits for running requests, then calls process.exit(0) — with no time limit and without
 * closing our database. This adds both: that exit first runs `close` (the in-process provider's
 * database and its lock), and requests still running after `timeoutMs` are cut the same way.
 */
export function closeBeforeExit(close: () => Promise<void>, timeoutMs: number): void {
  let closing: Promise<void> | undefined;
  const closeOnce = () =>
    (closing ??= close().then(
      () => logger.info('stopped', { tier: 'dashboard' }),
      (error: unknown) => logger.error('closing the database failed', errorFields(error)),
    ));
  let started = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (started) return;
    started = true;
    logger.info('shutting down', { tier: 'dashboard', signal, timeoutMs });
    const exit = process.exit.bind(process);
    process.exit = ((code?: number | string | null) => {
      void closeOnce().finally(() => exit(code ?? undefined));
    }) as typeof process.exit;
    // Whatever happens below, the process ends (a database that never closes included).
    setTimeout(() => exit(1), timeoutMs + 10_000).unref();
    setTimeout(() => {
      logger.warn('requests still running at the shutdown timeout were cut', {});
      void closeOnce().finally(() => exit(0));
    }, timeoutMs);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
