import type { Metadata } from 'next';
import { AppealsScreen } from '@/components/citations/appeals/AppealsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { appealFiltersOf, appealsRouteQuery } from '@/lib/rules/citations/list-urls';
import { bffFirstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Appeals' };

/** /citations/appeals?page=&location=&status= (page from 0; All; 'Needs Review'). */
export default async function AppealsPage({ searchParams }: Pick<PageProps, 'searchParams'>) {
  const filters = appealFiltersOf(await searchParams);
  const view = await bffFirstView(endpointUrl(routes.listAppeals, {}, appealsRouteQuery(filters)));
  return (
    <FirstView value={view}>
      <AppealsScreen filters={filters} />
    </FirstView>
  );
}
