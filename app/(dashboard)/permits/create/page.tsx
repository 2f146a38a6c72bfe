import type { Metadata } from 'next';
import { PermitCreateScreen } from '@/components/permits/products/PermitCreateScreen';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Add a permit type' };

export default async function PermitCreatePage() {
  const view = await bffFirstView(endpointUrl(routes.permitPayouts));
  return (
    <FirstView value={view}>
      <PermitCreateScreen />
    </FirstView>
  );
}
