import type { Metadata } from 'next';
import { PermitTypesScreen } from '@/components/permits/products/PermitTypesScreen';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointKey } from '@/lib/hooks/endpoint-key';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Permit Types' };

export default async function PermitTypesPage() {
  const view = await bffFirstView(endpointKey(routes.permitTypes));
  return (
    <FirstView value={view}>
      <PermitTypesScreen />
    </FirstView>
  );
}
