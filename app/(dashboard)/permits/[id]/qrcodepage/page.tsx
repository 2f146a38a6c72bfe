import type { Metadata } from 'next';
import { PermitPosterScreen } from '@/components/permits/products/PermitPosterScreen';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Scan-to-pay poster' };

export default async function PermitPosterPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await bffFirstView(endpointUrl(routes.permitType, { uuid: id }));
  return (
    <FirstView value={view}>
      <PermitPosterScreen uuid={id} />
    </FirstView>
  );
}
