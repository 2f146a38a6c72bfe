import type { Metadata } from 'next';
import { ListsScreen } from '@/components/lists/ListsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Lists' };

export default async function ListsPage() {
  const view = await bffFirstView(endpointUrl(routes.listLists));
  return (
    <FirstView value={view}>
      <ListsScreen />
    </FirstView>
  );
}
