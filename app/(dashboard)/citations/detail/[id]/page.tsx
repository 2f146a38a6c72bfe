import type { Metadata } from 'next';
import { CitationDetailScreen } from '@/components/citations/issued/CitationDetailScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointKey } from '@/lib/hooks/endpoint-key';
import { bffFirstView, requestTimeZone, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Notice #' };

/** /citations/detail/{citationuuid}: the violation detail. */
export default async function CitationDetailPage({ params }: Pick<PageProps, 'params'>) {
  const { id } = await params;
  const tz = (await requestTimeZone()) ?? 'UTC';
  const uuid = /^[0-9a-f-]{36}$/i.test(id) ? id : '00000000-0000-4000-8000-000000000000';
  const view = await bffFirstView(
    endpointKey(routes.citationDetail, { uuid }, { tz }),
    endpointKey(routes.citationActivity, { uuid }),
  );
  return (
    <FirstView value={view}>
      <CitationDetailScreen uuid={uuid} />
    </FirstView>
  );
}
