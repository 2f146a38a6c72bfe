import type { MiddlewareHandler } from 'hono';
import type { ProviderEnv } from './env';

/**
 * Every provider answer is `Cache-Control: no-store`, errors and images included: answers hold
 * names, e-mails and plates, and the provider is deployed alone too (no BFF in front to add it).
 * Set after the handler (and after onError), so it replaces any cache header a route chose.
 */
export function noStore(): MiddlewareHandler<ProviderEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set('cache-control', 'no-store');
  };
}
