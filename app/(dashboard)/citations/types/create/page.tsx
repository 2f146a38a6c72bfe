import type { Metadata } from 'next';
import { CitationTypeCreateScreen } from '@/components/citations/types/CitationTypeCreateScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Add a violation type' };

export default async function CitationTypeCreatePage() {
  const view = await bffFirstView(endpointUrl(routes.citationTypes));
  return (
    <FirstView value={view}>
      <CitationTypeCreateScreen />
    </FirstView>
  );
}
