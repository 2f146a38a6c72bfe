import type { Metadata } from 'next';
import { IssuedDetailScreen } from '@/components/permits/issued/IssuedDetailScreen';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Issued permit' };

/** /permits/{id}/type/{uuid}/issued: the issued permit opened from its type's product page. */
export default async function TypeIssuedPermitPage({ params }: Pick<PageProps, 'params'>) {
  const { id, uuid } = await params;
  const view = await bffFirstView(endpointUrl(routes.getIssued, { uuid }));
  return (
    <FirstView value={view}>
      <IssuedDetailScreen
        uuid={uuid}
        back={{ href: `/permits/${encodeURIComponent(id)}`, label: 'Permit type' }}
      />
    </FirstView>
  );
}
