import type { Metadata } from 'next';
import { BusinessAccountScreen } from '@/components/permits/business/BusinessAccountScreen';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Business account' };

export default async function BusinessAccountPage({
  params,
}: {
  params: Promise<{ id: string; customerId: string }>;
}) {
  const { id, customerId } = await params;
  const view = await bffFirstView(endpointUrl(routes.getBusinessAccount, { id, customerId }));
  return (
    <FirstView value={view}>
      <BusinessAccountScreen id={id} customerId={customerId} />
    </FirstView>
  );
}
