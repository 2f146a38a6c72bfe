import type { Metadata } from 'next';
import { AlertsScreen } from '@/components/lpr/AlertsScreen';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { listViewApiQuery, parseListView } from '@/lib/rules/lpr/list-view';
import { bffFirstView, searchParamsOf, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Alerts' };

export default async function AlertsPage({ searchParams }: PageProps) {
  const listView = parseListView(searchParamsOf(await searchParams), 'list');
  const view = await bffFirstView(
    endpointUrl(routes.listAlerts, {}, listViewApiQuery(listView, 'list')),
    endpointUrl(routes.alertLists),
  );
  return (
    <FirstView value={view}>
      <AlertsScreen />
    </FirstView>
  );
}
