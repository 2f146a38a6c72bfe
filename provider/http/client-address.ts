import {
  markedClientAddress,
  normaliseAddress,
  resolveClientAddress,
  trustProxyOfEnv,
  withClientAddress,
} from '../../platform/client-address';
import { isInProcess } from './in-process';

/**
 * The address per-address limits use: the mark above; for the dashboard's own in-process calls
 * (server/provider-client), the X-Forwarded-For the dashboard itself set (it resolved the address
 * with its TRUST_PROXY); otherwise (a caller in this process that said nothing) 'unknown'.
 */
export function clientAddressOf(req: Request): string {
  const marked = markedClientAddress(req);
  if (marked) return marked;
  if (isInProcess(req)) {
    const last = req.headers.get('x-forwarded-for')?.split(',').pop();
    return normaliseAddress(last) || 'unknown';
  }
  return 'unknown';
}

/** What @hono/node-server passes a fetch handler besides the Request (its node bindings). */
interface SocketBindings {
  incoming: { socket: { remoteAddress?: string } };
}

/**
 * The provider's fetch handler for @hono/node-server (provider/serve.ts): each Request is marked
 * with its client's address, from the socket's peer and, behind a TRUST_PROXY, X-Forwarded-For.
 */
export function addressedBySocket(handler: (req: Request) => Promise<Response>) {
  trustProxyOfEnv(); // a TRUST_PROXY that is not a hop count or addresses stops the start
  return (req: Request, env: SocketBindings) =>
    handler(
      withClientAddress(
        req,
        resolveClientAddress(env.incoming.socket.remoteAddress, req.headers.get('x-forwarded-for')),
      ),
    );
}
