import type { Metadata } from 'next';
import { ApprovalsScreen } from '@/components/permits/issued/ApprovalsScreen';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { pageParam } from '@/lib/rules/permits/page-number';
import { bffFirstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Approvals' };

/** /permits/{id}/approvals?page=n: one permit type's waiting requests. */
export default async function ProductApprovalsPage({ params, searchParams }: PageProps) {
  const { id } = await params;
  const page = pageParam((await searchParams).page, 1);
  const view = await bffFirstView(endpointUrl(routes.listProductApprovals, { uuid: id }, { page }));
  return (
    <FirstView value={view}>
      <ApprovalsScreen page={page} productUuid={id} />
    </FirstView>
  );
}
