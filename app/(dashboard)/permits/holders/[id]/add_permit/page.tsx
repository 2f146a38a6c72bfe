import type { Metadata } from 'next';
import { AddPermitScreen } from '@/components/permits/holders/AddPermitScreen';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Issue a permit' };

export default async function AddPermitPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await bffFirstView(endpointUrl(routes.issueForm, { id }));
  return (
    <FirstView value={view}>
      <AddPermitScreen id={id} />
    </FirstView>
  );
}
