import 'server-only';
import { notFound } from 'next/navigation';
import { portalSubdomain } from '@/lib/contract';
import type { CustomerPortalView, CustomerProduct } from '@/lib/contract/portal/bff';
import { cachedCustomerPortal, cachedCustomerProduct, portalFailure } from './customer';
import { portalNotFound } from './not-found';
import { portalRequest } from './page-context';

/**
 * The portal pages' reads: an unknown or malformed subdomain or permit is the 404 page; a
 * refusal the pages show as text (too many requests: the provider's limits per client address).
 */
export type PortalRead<T> =
  | { ok: true; data: T; clientIp: string; basePath: string; subdomain: string }
  | { ok: false; status: number; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A subdomain from a route segment; a malformed one is the 404 page. */
export function subdomainOf(raw: string): string {
  const parsed = portalSubdomain.safeParse(raw);
  if (!parsed.success) notFound();
  return parsed.data;
}

/**
 * One read of a portal page (any area): the 404 page for an unknown or malformed subdomain or
 * item, else the data with the request's client address and base path, or the refusal to show.
 */
export async function readPortalPage<T>(
  rawSubdomain: string,
  load: (clientIp: string, subdomain: string) => Promise<T>,
): Promise<PortalRead<T>> {
  const subdomain = subdomainOf(rawSubdomain);
  const { clientIp, basePath } = await portalRequest(subdomain);
  try {
    return { ok: true, data: await load(clientIp, subdomain), clientIp, basePath, subdomain };
  } catch (error) {
    const failure = await portalFailure(error);
    if (failure.status === 404 || failure.status === 400) return portalNotFound();
    return { ok: false, ...failure };
  }
}

export const readPortal = (rawSubdomain: string): Promise<PortalRead<CustomerPortalView>> =>
  readPortalPage(rawSubdomain, cachedCustomerPortal);

export async function readProduct(
  rawSubdomain: string,
  uuid: string,
): Promise<PortalRead<CustomerProduct>> {
  if (!UUID.test(uuid)) return portalNotFound();
  return readPortalPage(rawSubdomain, (clientIp, subdomain) =>
    cachedCustomerProduct(clientIp, subdomain, uuid.toLowerCase()),
  );
}
