import type { IncomingMessage, ServerResponse } from 'node:http';
import { BODY_IDLE_TIMEOUT_MS, BODY_TOTAL_TIMEOUT_MS } from './body-stream';
import { logger } from './log';

/**
 * A body up to this size that a route answered without reading in full (a 400 before reading, a
 * 401, a 413 past the counted limit) is read to its end and dropped after the answer, so the
 * connection stays usable; a larger or unsized (chunked) one gets `Connection: close` on that
 * very answer instead.
 */
export const UNREAD_BODY_DRAIN_BYTES = 4 * 1024 * 1024;

export type UnreadBodyPlan = 'complete' | 'drain' | 'close';

/**
 * What to do with a request's body when its answer starts: nothing when it arrived in full;
 * drain it after the answer when its Content-Length says it is small; otherwise close.
 */
export function unreadBodyPlan(incoming: IncomingMessage): UnreadBodyPlan {
  if (incoming.complete) return 'complete';
  const declared = incoming.headers['content-length'];
  const length = declared === undefined ? NaN : Number(declared);
  return Number.isSafeInteger(length) && length <= UNREAD_BODY_DRAIN_BYTES ? 'drain' : 'close';
}

/**
 * Reads what is left of a body and drops it. The route is done with it: whatever stream it had
 * opened over the body (and paused, holding back the bytes of the next request on the
 * connection) is detached first. A client that stalls past the upload timeouts loses the
 * connection: it is still sending its body, so no later request of its can be lost.
 */
function drain(incoming: IncomingMessage) {
  const socket = incoming.socket;
  let idle: NodeJS.Timeout;
  const giveUp = (reason: string) => () => {
    cleanup();
    logger.warn('closing a connection: a refused request body did not end', { reason });
    socket.destroy();
  };
  const total = setTimeout(giveUp('total timeout'), BODY_TOTAL_TIMEOUT_MS);
  const touch = () => {
    clearTimeout(idle);
    idle = setTimeout(giveUp('idle timeout'), BODY_IDLE_TIMEOUT_MS);
  };
  const cleanup = () => {
    clearTimeout(idle);
    clearTimeout(total);
    incoming.off('data', touch);
    incoming.off('end', cleanup);
    incoming.off('error', cleanup);
    incoming.off('close', cleanup);
  };
  incoming.removeAllListeners('data');
  incoming.on('data', touch);
  incoming.on('end', cleanup);
  incoming.on('error', cleanup);
  incoming.on('close', cleanup);
  touch();
  incoming.resume();
}

/**
 * Keeps a kept-alive connection answering after a route refused a body it did not read: the
 * answer either drains the rest of the body (small, sized bodies) or says `Connection: close`
 * (large or chunked ones), so no later request on the connection goes unanswered.
 * Call it before the request handler.
 */
export function guardUnreadBody(incoming: IncomingMessage, outgoing: ServerResponse) {
  if (incoming.method === 'GET' || incoming.method === 'HEAD') return;
  let plan: UnreadBodyPlan = 'complete';
  const writeHead = outgoing.writeHead;
  outgoing.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    plan = unreadBodyPlan(incoming);
    if (plan === 'close') this.setHeader('connection', 'close');
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  outgoing.once('finish', () => {
    if (plan === 'drain' && !incoming.complete && !incoming.destroyed) drain(incoming);
  });
}
