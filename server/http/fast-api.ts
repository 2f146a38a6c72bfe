import 'server-only';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import compression from 'next/dist/compiled/compression';
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream';
import { apiHeaders } from '@/lib/http/response-headers.mjs';
import { guardUnreadBody } from '@/platform/unread-body';

/**
 * The /api fast path of the shipped server (issue 26 item 8): the BFF's Request → Response
 * handler on Node's request and response, outside Next's request pipeline (its routing,
 * app-route machinery and Request/Response adaptation cost ~3 ms of CPU per answer).
 *
 * instrumentation.ts publishes it on a global once the BFF is loaded (the same compiled code
 * Next's route uses); the shipped `server.js` (scripts/standalone-server.mjs, wrapped around
 * Next's own) offers each request to it first, and hands Next whatever it declines. So an answer
 * is the same from either: the headers next.config.mjs gives /api (one module for both), Next's
 * own compression module, the BFF's cache-control and body limits, the client address stamp
 * (a diagnostics channel that fires before any handler), and the one server's graceful shutdown.
 */
export type FastApi = (incoming: IncomingMessage, outgoing: ServerResponse) => boolean;

/** Where instrumentation.ts publishes the fast path for the shipped server.js. */
export const FAST_API = Symbol.for('vert.api.fastPath');
/** Set by the shipped server.js before Next starts: it will offer /api to the fast path. */
const OFFERED = Symbol.for('vert.api.fastPath.offered');

/** Whether this process runs under the shipped server.js, which serves the fast path. */
export function fastApiOffered(): boolean {
  return (globalThis as Record<symbol, unknown>)[OFFERED] === true;
}

const SERVED_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The requests the fast path serves: the BFF's (app/api/[...path]/route.ts) methods under
 * /api/. Next keeps the rest, so they answer as before: /api/v1/** (the provider's calls for
 * the patrol app, app/api/v1), HEAD and OPTIONS (Next derives them from the route's exports),
 * and a path with a trailing slash (Next redirects it).
 */
export function servedFast(method: string | undefined, url: string | undefined): boolean {
  if (!method || !url || !SERVED_METHODS.has(method) || !url.startsWith('/api/')) return false;
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (path.length === '/api/'.length || path.endsWith('/')) return false;
  let decoded = path;
  if (path.includes('%')) {
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false; // Next answers a malformed path itself
    }
  }
  return !decoded.startsWith('/api/v1/');
}

/**
 * The `x-forwarded-*` request headers Next fills in before its handlers (only where the client
 * sent none), so the BFF sees the same request from either server.
 */
function forwardedDefaults(incoming: IncomingMessage): void {
  const headers = incoming.headers;
  const local = incoming.socket.localPort;
  headers['x-forwarded-host'] ??= headers.host;
  headers['x-forwarded-port'] ??= local ? String(local) : '80';
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-for'] ??= incoming.socket.remoteAddress;
}

/**
 * The request as a standard Request, as Next hands its route handlers. Not the adapter's own
 * lightweight one (without its global objects it is no undici Request, and the BFF derives new
 * requests from it: the counted body of server/bff/body-limit.ts, Auth.js), and with the headers
 * of Node's parsed `incoming.headers`, where the client address stamp and the `x-forwarded-*`
 * defaults were written (the adapter reads the raw headers, which the client alone wrote).
 * The signal stays the adapter's (aborted when the client goes away), the body its stream.
 */
function standardRequest(light: Request, incoming: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (value) for (const each of value) headers.append(name, each);
  }
  const init: RequestInit & { duplex?: 'half' } = {
    method: light.method,
    headers,
    signal: light.signal,
  };
  if (light.method !== 'GET' && light.method !== 'HEAD') {
    init.body = light.body;
    init.duplex = 'half';
  }
  return new Request(light.url, init);
}

export interface FastApiOptions {
  /** HSTS and the rest of production's headers (NODE_ENV=production). */
  production: boolean;
  /** next.config's `compress` (on unless set to false). */
  compress: boolean;
}

/** The fast path over `handler`: serves what servedFast accepts and returns true, else false. */
export function fastApi(
  handler: (req: Request) => Promise<Response>,
  options: FastApiOptions,
): FastApi {
  const headers = apiHeaders(options.production);
  // Not the adapter's global Request/Response (Next's own code runs in this process), and not
  // its clean-up of unread bodies: guardUnreadBody keeps the connection usable instead.
  const listener = getRequestListener(
    (light: Request, env: HttpBindings | Http2Bindings) =>
      handler(standardRequest(light, env.incoming as IncomingMessage)),
    {
      overrideGlobalObjects: false,
      autoCleanupIncoming: false,
    },
  );
  const compress = options.compress ? compression() : undefined;
  return (incoming, outgoing) => {
    if (!servedFast(incoming.method, incoming.url)) return false;
    forwardedDefaults(incoming);
    // As next.config's headers under Next: set first, so a header the handler sets wins.
    for (const { key, value } of headers) outgoing.setHeader(key, value);
    if (compress) {
      compress(incoming, outgoing, () => {});
      // As Next does: a client gone mid-answer would leave the zlib stream open.
      outgoing.once('close', () => {
        if (!outgoing.writableFinished) releaseCompressionStream(outgoing);
      });
    }
    guardUnreadBody(incoming, outgoing);
    void listener(incoming, outgoing);
    return true;
  };
}

/** The compress setting of the shipped build's next.config (written into server.js by Next). */
function compressOfBuild(): boolean {
  try {
    const config = JSON.parse(process.env.__NEXT_PRIVATE_STANDALONE_CONFIG ?? '{}') as {
      compress?: boolean;
    };
    return config.compress !== false;
  } catch {
    return true;
  }
}

/** Publishes the fast path over `handler` for the shipped server.js (instrumentation.ts). */
export function publishFastApi(handler: (req: Request) => Promise<Response>): void {
  (globalThis as Record<symbol, unknown>)[FAST_API] = fastApi(handler, {
    production: process.env.NODE_ENV === 'production',
    compress: compressOfBuild(),
  });
}
