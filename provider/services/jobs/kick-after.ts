import { mailQueuedCount } from '../mail';
import type { MailWorker } from './mail-worker';

/**
 * Wraps the provider's request handler: a request during which mail was queued kicks the worker
 * once it has answered (its transaction committed before the answer), so the mail leaves at once.
 * Overlapping requests may kick for each other's mail; an extra pass finds nothing and costs one
 * query.
 */
export function kickMailAfter(
  worker: MailWorker,
  handler: (req: Request) => Promise<Response>,
): (req: Request) => Promise<Response> {
  return async (req) => {
    const before = mailQueuedCount();
    const res = await handler(req);
    if (mailQueuedCount() !== before) worker.kick();
    return res;
  };
}
