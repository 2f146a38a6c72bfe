import 'server-only';
import { withClientAddress } from '@/platform/client-address';
import { clientIp } from '@/server/bff/client-ip';
import { isPatrolCall } from './patrol-allow-list';
import { forwardToProvider } from './transport';

const notFound = () =>
  Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });

/**
 * Passes a request for /api/v1/** to the in-process provider (one-process mode only), and only
 * for the calls of the patrol allow-list; the provider learns the client's address as the
 * dashboard resolved it (a mark on the Request, not a header).
 */
export async function exposeProvider(req: Request): Promise<Response> {
  if (process.env.PROVIDER_API_URL) return notFound();
  if (!isPatrolCall(req.method, new URL(req.url).pathname)) return notFound();
  return forwardToProvider(withClientAddress(req, clientIp(req)));
}
