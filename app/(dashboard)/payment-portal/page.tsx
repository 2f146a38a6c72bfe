import type { Metadata } from 'next';
import { CitationPortalScreen } from '@/components/citations/portal/CitationPortalScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { portalBffRoutes } from '@/lib/contract/portal/bff-routes';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Payment Portal' };

/** /payment-portal (spec 3 §2): the violation portal's branding. */
export default async function PaymentPortalPage() {
  const view = await bffFirstView(
    endpointUrl(portalBffRoutes.brandingGet),
    endpointUrl(routes.citationPortalSettings),
  );
  return (
    <FirstView value={view}>
      <CitationPortalScreen title="Payment portal" />
    </FirstView>
  );
}
