import type { Metadata } from 'next';
import { PermitTypesScreen } from '@/components/permits/products/PermitTypesScreen';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Permit Types' };

export default async function PermitTypesPage() {
  const view = await bffFirstView(endpointUrl(routes.permitTypes));
  return (
    <FirstView value={view}>
      <PermitTypesScreen />
    </FirstView>
  );
}
