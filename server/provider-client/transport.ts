import 'server-only';

type Transport = (req: Request) => Promise<Response>;

let inProcess: Promise<Transport> | undefined;

/**
 * How requests reach the provider: over HTTP when PROVIDER_API_URL is set, otherwise the
 * reference provider's Request → Response handler in this process (no socket).
 */
export function providerBaseUrl(): string {
  return process.env.PROVIDER_API_URL?.replace(/\/+$/, '') || 'http://provider.internal';
}

export async function sendToProvider(req: Request): Promise<Response> {
  if (process.env.PROVIDER_API_URL) return fetch(req);
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
