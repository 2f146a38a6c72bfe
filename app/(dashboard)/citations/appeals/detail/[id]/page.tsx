import type { Metadata } from 'next';
import { AppealDetailScreen } from '@/components/citations/appeals/AppealDetailScreen';
import { appealParam } from '@/lib/contract/citations/bff';
import { FirstView } from '@/lib/hooks/first-view';
import { appealKey } from '@/lib/hooks/citations/appeals-keys';
import { appealRefusals } from '@/server/bff/routes/citations';
import { loadAppeal } from '@/server/bff/views/citations/appeals';
import { firstView, parseInput, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Appeal' };

/** /citations/appeals/detail/{citationuuid}: one appeal (opened in a new tab). */
export default async function AppealDetailPage({ params }: Pick<PageProps, 'params'>) {
  const { id } = await params;
  const view = await firstView(
    {
      [appealKey(id)]: (who) => loadAppeal(who, parseInput(appealParam, { citation: id }).citation),
    },
    appealRefusals,
  );
  return (
    <FirstView value={view}>
      <AppealDetailScreen citation={id} />
    </FirstView>
  );
}
