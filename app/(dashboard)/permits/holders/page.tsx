import type { Metadata } from 'next';
import { HoldersScreen } from '@/components/permits/holders/HoldersScreen';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView, searchParamsOf, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Permit holders' };

/** /permits/holders?search=: the list as the screen asks for it (the search from the URL). */
export default async function PermitHoldersPage({ searchParams }: Pick<PageProps, 'searchParams'>) {
  const search = searchParamsOf(await searchParams).get('search');
  const view = await bffFirstView(endpointUrl(routes.listHolders, {}, { search }));
  return (
    <FirstView value={view}>
      <HoldersScreen />
    </FirstView>
  );
}
