import type { Metadata } from 'next';
import { ApprovalsScreen } from '@/components/permits/issued/ApprovalsScreen';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { pageParam } from '@/lib/rules/permits/page-number';
import { bffFirstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Approvals' };

/** /permits/approvals?page=n (from 1, 100 a page). */
export default async function ApprovalsPage({ searchParams }: Pick<PageProps, 'searchParams'>) {
  const page = pageParam((await searchParams).page, 1);
  const view = await bffFirstView(endpointUrl(routes.listApprovals, {}, { page }));
  return (
    <FirstView value={view}>
      <ApprovalsScreen page={page} />
    </FirstView>
  );
}
