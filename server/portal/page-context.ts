import 'server-only';
import { headers } from 'next/headers';
import { clientIp } from '@/server/bff/client-ip';
import { portalBasePath } from './portal-url';

/** What a portal page or action knows of its request: the client's address and the link prefix. */
export async function portalRequest(subdomain: string) {
  const h = await headers();
  return {
    clientIp: clientIp(new Request('http://portal.internal/', { headers: h })),
    basePath: portalBasePath(subdomain, h.get('host')),
  };
}
