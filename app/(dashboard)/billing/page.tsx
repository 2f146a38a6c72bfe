import type { Metadata } from 'next';
import { BillingScreen } from '@/components/billing/BillingScreen';
import { MAX_PAID_SEATS } from '@/lib/contract/billing';
import { FirstView } from '@/lib/hooks/first-view';
import { billingBffRoutes as routes } from '@/lib/contract/billing/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Billing' };

export default async function BillingPage() {
  const view = await bffFirstView(endpointUrl(routes.getBilling));
  return (
    <FirstView value={view}>
      <BillingScreen maxSeats={MAX_PAID_SEATS} />
    </FirstView>
  );
}
