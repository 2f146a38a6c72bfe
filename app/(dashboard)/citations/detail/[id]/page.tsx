import type { Metadata } from 'next';
import { CitationDetailScreen } from '@/components/citations/issued/CitationDetailScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { citationActivityKey, citationKey } from '@/lib/hooks/citations/issued-keys';
import { loadCitation, loadCitationActivity } from '@/server/bff/views/citations/issued';
import { firstView, requestTimeZone, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Notice #' };

/** /citations/detail/{citationuuid}: the violation detail. */
export default async function CitationDetailPage({ params }: Pick<PageProps, 'params'>) {
  const { id } = await params;
  const tz = (await requestTimeZone()) ?? 'UTC';
  const uuid = /^[0-9a-f-]{36}$/i.test(id) ? id : '00000000-0000-4000-8000-000000000000';
  const view = await firstView({
    [citationKey(uuid, tz)]: (who) => loadCitation(who, uuid, tz),
    [citationActivityKey(uuid)]: (who) => loadCitationActivity(who, uuid),
  });
  return (
    <FirstView value={view}>
      <CitationDetailScreen uuid={uuid} />
    </FirstView>
  );
}
