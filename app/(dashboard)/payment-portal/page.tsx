import type { Metadata } from 'next';
import { CitationPortalScreen } from '@/components/citations/portal/CitationPortalScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { portalRefusals } from '@/server/bff/routes/portal';
import { citationPortalFirstView } from '@/server/bff/views/citations/portal-page';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Payment Portal' };

/** /payment-portal (spec 3 §2): the violation portal's branding. */
export default async function PaymentPortalPage() {
  const view = await firstView(citationPortalFirstView(), portalRefusals);
  return (
    <FirstView value={view}>
      <CitationPortalScreen title="Payment portal" />
    </FirstView>
  );
}
