import type { Metadata } from 'next';
import { BrandingScreen } from '@/components/portal/branding/BrandingScreen';
import { portalBffRoutes as routes } from '@/lib/contract/portal/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Customer Portal' };

/** /customer-portal (spec 2 §2): the same branding page as /permits/permit-portal. */
export default async function CustomerPortalPage() {
  const view = await bffFirstView(endpointUrl(routes.brandingGet));
  return (
    <FirstView value={view}>
      <BrandingScreen title="Customer portal" />
    </FirstView>
  );
}
