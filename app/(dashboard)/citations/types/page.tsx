import type { Metadata } from 'next';
import { CitationTypesScreen } from '@/components/citations/types/CitationTypesScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Violation Types' };

export default async function CitationTypesPage() {
  const view = await bffFirstView(endpointUrl(routes.citationTypes));
  return (
    <FirstView value={view}>
      <CitationTypesScreen />
    </FirstView>
  );
}
