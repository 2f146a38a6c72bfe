import type { Metadata } from 'next';
import { HolderScreen } from '@/components/permits/holders/HolderScreen';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Permit holder' };

export default async function PermitHolderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await bffFirstView(endpointUrl(routes.getHolder, { id }));
  return (
    <FirstView value={view}>
      <HolderScreen id={id} />
    </FirstView>
  );
}
