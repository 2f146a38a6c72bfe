import type { Metadata } from 'next';
import { AppealsScreen } from '@/components/citations/appeals/AppealsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { appealFiltersOf, appealListKey } from '@/lib/hooks/citations/appeals-keys';
import { appealRefusals } from '@/server/bff/routes/citations';
import { loadAppealList } from '@/server/bff/views/citations/appeals';
import { firstView, type PageProps } from '@/server/first-view';

export const metadata: Metadata = { title: 'Appeals' };

/** /citations/appeals?page=&location=&status= (page from 0; All; 'Needs Review'). */
export default async function AppealsPage({ searchParams }: Pick<PageProps, 'searchParams'>) {
  const filters = appealFiltersOf(await searchParams);
  const view = await firstView(
    { [appealListKey(filters)]: (who) => loadAppealList(who, filters) },
    appealRefusals,
  );
  return (
    <FirstView value={view}>
      <AppealsScreen filters={filters} />
    </FirstView>
  );
}
