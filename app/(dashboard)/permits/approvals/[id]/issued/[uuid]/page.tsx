import type { Metadata } from 'next';
import { IssuedDetailScreen } from '@/components/permits/issued/IssuedDetailScreen';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Permit request' };

/** /permits/approvals/{productUUID}/issued/{uuid}: the approval detail. */
export default async function ApprovalDetailPage({ params }: Pick<PageProps, 'params'>) {
  const { uuid } = await params;
  const view = await bffFirstView(endpointUrl(routes.getApproval, { uuid }));
  return (
    <FirstView value={view}>
      <IssuedDetailScreen
        uuid={uuid}
        source="approval"
        back={{ href: '/permits/approvals', label: 'All approvals' }}
      />
    </FirstView>
  );
}
