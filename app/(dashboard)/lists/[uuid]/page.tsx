import type { Metadata } from 'next';
import { ListPlatesScreen } from '@/components/lists/ListPlatesScreen';
import { ListSideMenu } from '@/components/lists/ListSideMenu';
import { FirstView } from '@/lib/hooks/first-view';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'List' };

export default async function ListPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const view = await bffFirstView(endpointUrl(routes.getList, { uuid }));
  return (
    <FirstView value={view}>
      <div className="flex flex-col gap-4 md:flex-row md:gap-6">
        <ListSideMenu listUuid={uuid} current="plates" />
        <div className="min-w-0 flex-1">
          <ListPlatesScreen listUuid={uuid} backHref="/lists" backLabel="All lists" />
        </div>
      </div>
    </FirstView>
  );
}
