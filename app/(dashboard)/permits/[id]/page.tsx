import type { Metadata } from 'next';
import { PermitTypeScreen } from '@/components/permits/products/PermitTypeScreen';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Permit type' };

export default async function PermitProductPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await bffFirstView(endpointUrl(routes.permitType, { uuid: id }));
  return (
    <FirstView value={view}>
      <PermitTypeScreen uuid={id} variant="product" />
    </FirstView>
  );
}
