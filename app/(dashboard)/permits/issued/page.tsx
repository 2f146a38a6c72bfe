import type { Metadata } from 'next';
import { IssuedListScreen } from '@/components/permits/issued/IssuedListScreen';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { pageParam } from '@/lib/rules/permits/page-number';
import { bffFirstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Issued permits' };

/** /permits/issued?page=n (from 0) &search=TERM (upper-cased by the route's query schema). */
export default async function IssuedPermitsPage({ searchParams }: Pick<PageProps, 'searchParams'>) {
  const query = await searchParams;
  const page = pageParam(query.page, 0);
  const raw = Array.isArray(query.search) ? query.search[0] : query.search;
  const search = raw?.trim().slice(0, 120) || null;
  const view = await bffFirstView(endpointUrl(routes.listIssued, {}, { page, search }));
  return (
    <FirstView value={view}>
      <IssuedListScreen page={page} search={search} />
    </FirstView>
  );
}
