import type { Metadata } from 'next';
import { CitationTypeEditScreen } from '@/components/citations/types/CitationTypeEditScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { changeCitationTypeRefusals } from '@/server/bff/routes/citations';
import { citationTypeFirstView } from '@/server/bff/views/citations/types';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Edit violation type' };

export default async function CitationTypeEditPage({
  params,
}: {
  params: Promise<{ id: string }>;
}) {
  const { id } = await params;
  const view = await firstView(citationTypeFirstView(id), changeCitationTypeRefusals);
  return (
    <FirstView value={view}>
      <CitationTypeEditScreen uuid={id} />
    </FirstView>
  );
}
