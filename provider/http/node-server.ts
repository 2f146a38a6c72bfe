import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { addressedBySocket } from './client-address';
import { guardUnreadBody } from '../../platform/unread-body';

export interface ServeOptions {
  port: number;
  /** The address to listen on (default: every interface). */
  hostname?: string;
}

/**
 * The provider's handler on a Node HTTP server: each request is marked with its client's
 * address (TRUST_PROXY), and a body a route answered without reading in full is drained or the
 * connection closed on that answer (platform/unread-body.ts), instead of the adapter's own
 * clean-up, which cuts the connection after 500 ms and loses the next request on it.
 */
export function serveProvider(
  handler: (req: Request) => Promise<Response>,
  options: ServeOptions,
  onListening?: (info: AddressInfo) => void,
): Server {
  const listener = getRequestListener(addressedBySocket(handler), { autoCleanupIncoming: false });
  const server = createServer((incoming, outgoing) => {
    guardUnreadBody(incoming, outgoing);
    void listener(incoming, outgoing);
  });
  server.listen(options.port, options.hostname, () => {
    onListening?.(server.address() as AddressInfo);
  });
  return server;
}
