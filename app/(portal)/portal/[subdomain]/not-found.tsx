import { headers } from 'next/headers';
import { PortalNotFound } from '@/components/portal/customer/PortalNotFound';
import { portalWayBack } from '@/lib/rules/portal/portal-frame';
import { PORTAL_PATH_HEADER } from '@/server/portal/portal-url';

/**
 * A page of the portal that does not exist (notFound() from its pages): the branded 404 inside
 * the portal's frame, with a way back to the reader's area (the path middleware.ts passes on).
 */
export default async function PortalNotFoundPage() {
  const path = (await headers()).get(PORTAL_PATH_HEADER) ?? '';
  return <PortalNotFound {...portalWayBack(path)} />;
}
