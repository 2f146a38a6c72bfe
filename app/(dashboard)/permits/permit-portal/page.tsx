import type { Metadata } from 'next';
import { BrandingScreen } from '@/components/portal/branding/BrandingScreen';
import { portalBffRoutes as routes } from '@/lib/contract/portal/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Permit Portal' };

export default async function PermitPortalPage() {
  const view = await bffFirstView(endpointUrl(routes.brandingGet));
  return (
    <FirstView value={view}>
      <BrandingScreen title="Permit portal" />
    </FirstView>
  );
}
