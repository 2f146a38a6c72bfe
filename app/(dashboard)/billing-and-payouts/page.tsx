import type { Metadata } from 'next';
import { PayoutsScreen } from '@/components/billing/PayoutsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { billingBffRoutes as routes } from '@/lib/contract/billing/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Payouts' };

export default async function BillingAndPayoutsPage() {
  const view = await bffFirstView(endpointUrl(routes.getPayouts));
  return (
    <FirstView value={view}>
      <PayoutsScreen />
    </FirstView>
  );
}
