import type { Metadata } from 'next';
import { ScansScreen } from '@/components/lpr/ScansScreen';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { listViewApiQuery, parseListView } from '@/lib/rules/lpr/list-view';
import { bffFirstView, searchParamsOf, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Scans' };

export default async function ScansPage({ searchParams }: PageProps) {
  const listView = parseListView(searchParamsOf(await searchParams), 'member');
  const view = await bffFirstView(
    endpointUrl(routes.listScans, {}, listViewApiQuery(listView, 'member')),
    endpointUrl(routes.scanMembers),
  );
  return (
    <FirstView value={view}>
      <ScansScreen />
    </FirstView>
  );
}
