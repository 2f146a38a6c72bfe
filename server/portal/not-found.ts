import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { portalMissingPath } from '@/lib/rules/portal/portal-frame';
import { PORTAL_PATH_HEADER } from './portal-url';

/**
 * A portal page whose thing does not exist (a notice, receipt, meter zone, permit type): the
 * reader goes to the portal's missing page, a real 404 in the organisation's colours
 * (app/(portal)/portal/[subdomain]/missing). Not Next's notFound(): on a dynamic route Next
 * answers that with an empty document that only script fills (vercel/next.js#62228), a blank
 * page for a phone without JavaScript.
 */
export async function portalNotFound(): Promise<never> {
  redirect(portalMissingPath((await headers()).get(PORTAL_PATH_HEADER) ?? ''));
}
