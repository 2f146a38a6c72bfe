import type { Metadata } from 'next';
import { ListPlatesScreen } from '@/components/lists/ListPlatesScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Rule Plates' };

/** /lists/timelimit/{uuid}: a time-limit list's plates, linked from the rule screens. */
export default async function TimeLimitListPage({ params }: { params: Promise<{ uuid: string }> }) {
  const { uuid } = await params;
  const view = await bffFirstView(endpointUrl(routes.getList, { uuid }));
  return (
    <FirstView value={view}>
      <ListPlatesScreen
        key={uuid}
        listUuid={uuid}
        backHref="/timelimit"
        backLabel="Digital Chalking Rules"
      />
    </FirstView>
  );
}
