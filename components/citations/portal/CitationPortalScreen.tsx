'use client';

import { BrandingScreen } from '@/components/portal/branding/BrandingScreen';
import { lazyPart } from '@/components/ui/lazy-part';

/** Its own chunk, loaded at once: the branding page stays within the first-load budget. */
const ViolationPortalCard = lazyPart(
  () => import('./ViolationPortalCard').then((m) => m.ViolationPortalCard),
  () => true,
);

/**
 * /citations/citation-portal and /payment-portal (spec 3 §2 Portal branding): the customer
 * portals' branding (shared with the permit portal) plus the violation portal's private mode and
 * header texts; the payment preview reads 'Pay $50.00' for a violation notice.
 */
export function CitationPortalScreen({ title }: { title: string }) {
  return (
    <BrandingScreen title={title} paymentItem="Violation notice">
      <ViolationPortalCard />
    </BrandingScreen>
  );
}
