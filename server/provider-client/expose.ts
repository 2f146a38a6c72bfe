import 'server-only';
import { forwardToProvider } from './transport';

/** Passes a request for /api/v1/** to the in-process provider (one-process mode only). */
export async function exposeProvider(req: Request): Promise<Response> {
  if (process.env.PROVIDER_API_URL) {
    return Response.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, { status: 404 });
  }
  return forwardToProvider(req);
}
