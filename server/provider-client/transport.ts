import 'server-only';
import { markInProcess } from '@/provider';
import { currentRequestId } from '@/platform/log';

type Transport = (req: Request) => Promise<Response>;

let inProcess: Promise<Transport> | undefined;

/**
 * How requests reach the provider: over HTTP when PROVIDER_API_URL is set, otherwise the
 * reference provider's Request → Response handler in this process (no socket).
 */
export function providerBaseUrl(): string {
  return process.env.PROVIDER_API_URL?.replace(/\/+$/, '') || 'http://provider.internal';
}

async function inProcessProvider(req: Request): Promise<Response> {
  inProcess ??= import('@/provider').then(async ({ getProvider }) => {
    const provider = await getProvider();
    return (r: Request) => provider.fetch(r);
  });
  try {
    const handle = await inProcess;
    return await handle(req);
  } catch (error) {
    inProcess = undefined;
    throw error;
  }
}

/** True when the provider runs in this process (no PROVIDER_API_URL). */
export function inProcessTransport(): boolean {
  return !process.env.PROVIDER_API_URL;
}

/**
 * The BFF's own calls. In one-process mode they are marked, so JSON answers come back as the
 * provider's object without a serialise/parse round trip (markInProcess in provider/index.ts).
 */
export async function sendToProvider(req: Request): Promise<Response> {
  // The dashboard request's id goes with every call, so both tiers' log lines join.
  const requestId = currentRequestId();
  if (requestId && !req.headers.has('x-request-id')) req.headers.set('x-request-id', requestId);
  if (!inProcessTransport()) return fetch(req);
  return inProcessProvider(markInProcess(req));
}

/** Requests from outside (the patrol app on /api/v1/**), passed through as they came. */
export function forwardToProvider(req: Request): Promise<Response> {
  return inProcessProvider(req);
}
