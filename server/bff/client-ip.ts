import 'server-only';
import { randomBytes } from 'node:crypto';
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { resolveClientAddress, trustProxyOfEnv } from '@/platform/client-address';

/**
 * The client's address for per-address limits (the provider's, which the BFF passes it as
 * X-Forwarded-For or, for /api/v1, as a mark on the Request).
 *
 * A route handler never sees the socket, and Next (15.5, server/base-server.js) fills
 * X-Forwarded-For from the socket only when the request has none (`??=`): a client that sends
 * its own header is believed. So the address is taken where the socket is known: a subscriber of
 * Node's `http.server.request.start` channel (installed by instrumentation.ts, before Next sees
 * the request) resolves it from the socket's peer and, only behind a TRUST_PROXY, from
 * X-Forwarded-For (platform/client-address.ts), and writes it into CLIENT_ADDRESS_HEADER,
 * replacing whatever the client sent there, with this process's random token, so a value
 * forged before the subscriber was installed is not believed either.
 */
export const CLIENT_ADDRESS_HEADER = 'x-vert-client-address';

const stampKey = Symbol.for('vert.bff.clientAddressStamp');
type StampGlobal = typeof globalThis & { [stampKey]?: string };

interface RequestStart {
  request: IncomingMessage;
  socket: Socket;
}

/** Starts stamping each incoming HTTP request of this process with its client's address. */
export function stampClientAddresses(): void {
  const store = globalThis as StampGlobal;
  if (store[stampKey]) return;
  trustProxyOfEnv(); // a TRUST_PROXY that is not a hop count or addresses stops the start
  const token = randomBytes(16).toString('hex');
  store[stampKey] = token;
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as RequestStart;
    const forwarded = request.headers['x-forwarded-for'];
    let address = 'unknown';
    try {
      address = resolveClientAddress(
        socket?.remoteAddress,
        Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
      );
    } catch (error) {
      console.error('[bff] client address', error); // TRUST_PROXY changed to a bad value
    }
    request.headers[CLIENT_ADDRESS_HEADER] = `${token} ${address}`;
  });
}

/** The client's address of a request stamped by stampClientAddresses, else 'unknown'. */
export function clientIp(req: Request): string {
  const token = (globalThis as StampGlobal)[stampKey];
  const [given, address] = (req.headers.get(CLIENT_ADDRESS_HEADER) ?? '').split(' ');
  return token && given === token && address ? address : 'unknown';
}
