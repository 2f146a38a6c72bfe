import type { Metadata } from 'next';
import { CitationTypeEditScreen } from '@/components/citations/types/CitationTypeEditScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Edit violation type' };

export default async function CitationTypeEditPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  const view = await bffFirstView(endpointUrl(routes.citationType, { uuid: id }));
  return (
    <FirstView value={view}>
      <CitationTypeEditScreen uuid={id} />
    </FirstView>
  );
}
