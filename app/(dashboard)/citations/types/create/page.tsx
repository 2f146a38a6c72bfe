import type { Metadata } from 'next';
import { CitationTypeCreateScreen } from '@/components/citations/types/CitationTypeCreateScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { CITATION_TYPES_KEY } from '@/lib/hooks/citations/types-keys';
import { changeCitationTypeRefusals } from '@/server/bff/routes/citations';
import { loadCitationTypes } from '@/server/bff/views/citations/types';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Add a violation type' };

export default async function CitationTypeCreatePage() {
  const view = await firstView(
    { [CITATION_TYPES_KEY]: loadCitationTypes },
    changeCitationTypeRefusals,
  );
  return (
    <FirstView value={view}>
      <CitationTypeCreateScreen />
    </FirstView>
  );
}
