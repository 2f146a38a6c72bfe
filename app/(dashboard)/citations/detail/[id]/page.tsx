import type { Metadata } from 'next';
import { CitationDetailScreen } from '@/components/citations/issued/CitationDetailScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView, requestTimeZone, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Notice #' };

/** /citations/detail/{citationuuid}: the violation detail. */
export default async function CitationDetailPage({ params }: Pick<PageProps, 'params'>) {
  const { id } = await params;
  const tz = (await requestTimeZone()) ?? 'UTC';
  const uuid = /^[0-9a-f-]{36}$/i.test(id) ? id : '00000000-0000-4000-8000-000000000000';
  const view = await bffFirstView(
    endpointUrl(routes.citationDetail, { uuid }, { tz }),
    endpointUrl(routes.citationActivity, { uuid }),
  );
  return (
    <FirstView value={view}>
      <CitationDetailScreen uuid={uuid} />
    </FirstView>
  );
}
