/**
 * The shipped folder's `server.js` (`node server.js`, as `npm start` and the README run it):
 * Next's own generated server, renamed `next-server.js` by scripts/standalone-assets.ts, started
 * unchanged, with one seam: the request listener Next gives its HTTP server first offers each
 * request to the /api fast path that instrumentation.ts publishes once the BFF is loaded
 * (server/http/fast-api.ts: the BFF's handler outside Next's request pipeline), and hands Next
 * whatever the fast path declines, or everything while none is published. One server, so Next's
 * keep-alive settings and its SIGTERM handling (stop accepting, finish running requests) cover
 * both. Next documents no hook for this (a custom server is not traced into the standalone
 * output), hence the wrap of the one `http.createServer` call Next's start makes.
 */
import http from 'node:http';

const FAST_API = Symbol.for('vert.api.fastPath');
const { createServer } = http;

// Asks instrumentation.ts to publish the fast path (it loads the BFF for it only when asked:
// `next dev`, `next start` and Next's server alone have no use for it).
globalThis[Symbol.for('vert.api.fastPath.offered')] = true;

http.createServer = function createServerWithFastApi(...args) {
  http.createServer = createServer; // the first server only: Next's
  const next = args.pop();
  const listener = (req, res) => {
    const fast = globalThis[FAST_API];
    if (typeof fast === 'function' && fast(req, res)) return undefined;
    return next(req, res);
  };
  return createServer.apply(this, [...args, listener]);
};

await import('./next-server.js');

if (http.createServer !== createServer) {
  http.createServer = createServer;
  console.warn('[server] Next started no HTTP server here: /api stays on Next');
}
