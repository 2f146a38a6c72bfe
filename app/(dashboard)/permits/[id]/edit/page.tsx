import type { Metadata } from 'next';
import { PermitEditScreen } from '@/components/permits/products/PermitEditScreen';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Edit permit type' };

export default async function PermitEditPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await bffFirstView(endpointUrl(routes.permitType, { uuid: id }));
  return (
    <FirstView value={view}>
      <PermitEditScreen uuid={id} />
    </FirstView>
  );
}
