import type { Metadata } from 'next';
import { portalNotFound } from '@/server/portal/not-found';
import { CheckoutOutcome } from '@/components/portal/customer/CheckoutOutcome';
import { openOutcome } from '@/server/portal/outcome-token';
import { readPortal } from '@/server/portal/page-data';

export const metadata: Metadata = { title: 'Your permit', referrer: 'no-referrer' };

/** The checkout's outcome, from the sealed result in the link (no public read of permits). */
export default async function OutcomePage({
  params,
  searchParams,
}: {
  params: Promise<{ subdomain: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { subdomain, id } = await params;
  const raw = (await searchParams).r;
  const outcome = await openOutcome(Array.isArray(raw) ? raw[0] : raw);
  if (!outcome || outcome.subdomain !== subdomain.toLowerCase() || outcome.productUuid !== id) {
    return portalNotFound();
  }
  const portal = await readPortal(subdomain);
  return (
    <CheckoutOutcome
      outcome={outcome}
      now={new Date()}
      homeHref={portal.ok ? portal.basePath || '/' : '/'}
    />
  );
}
