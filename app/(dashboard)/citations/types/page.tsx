import type { Metadata } from 'next';
import { CitationTypesScreen } from '@/components/citations/types/CitationTypesScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { CITATION_TYPES_KEY } from '@/lib/hooks/citations/types-keys';
import { changeCitationTypeRefusals } from '@/server/bff/routes/citations';
import { loadCitationTypes } from '@/server/bff/views/citations/types';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Violation Types' };

export default async function CitationTypesPage() {
  const view = await firstView(
    { [CITATION_TYPES_KEY]: loadCitationTypes },
    changeCitationTypeRefusals,
  );
  return (
    <FirstView value={view}>
      <CitationTypesScreen />
    </FirstView>
  );
}
