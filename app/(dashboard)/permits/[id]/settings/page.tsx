import type { Metadata } from 'next';
import { PermitSettingsScreen } from '@/components/permits/products/PermitSettingsScreen';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Permit settings' };

export default async function PermitSettingsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const view = await bffFirstView(endpointUrl(routes.permitType, { uuid: id }));
  return (
    <FirstView value={view}>
      <PermitSettingsScreen uuid={id} />
    </FirstView>
  );
}
