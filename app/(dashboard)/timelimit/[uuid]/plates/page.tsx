import type { Metadata } from 'next';
import { ListPlatesScreen } from '@/components/lists/ListPlatesScreen';
import { TimeLimitFrame } from '@/components/timelimit/TimeLimitFrame';
import { FirstView } from '@/lib/hooks/first-view';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Rule Plates' };

export default async function TimeLimitPlatesPage({
  params,
}: {
  params: Promise<{ uuid: string }>;
}) {
  const { uuid } = await params;
  const view = await bffFirstView(
    endpointUrl(routes.getList, { uuid }),
    endpointUrl(routes.timeLimitRule, { uuid }),
  );
  return (
    <FirstView value={view}>
      <TimeLimitFrame uuid={uuid} active="plates" tabsOnly>
        <ListPlatesScreen
          key={uuid}
          listUuid={uuid}
          backHref="/timelimit"
          backLabel="Digital Chalking Rules"
        />
      </TimeLimitFrame>
    </FirstView>
  );
}
