import type { Metadata } from 'next';
import { AppealDetailScreen } from '@/components/citations/appeals/AppealDetailScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Appeal' };

/** /citations/appeals/detail/{citationuuid}: one appeal (opened in a new tab). */
export default async function AppealDetailPage({ params }: Pick<PageProps, 'params'>) {
  const { id } = await params;
  const view = await bffFirstView(endpointUrl(routes.getAppeal, { citation: id }));
  return (
    <FirstView value={view}>
      <AppealDetailScreen citation={id} />
    </FirstView>
  );
}
