import type { Metadata } from 'next';
import { BrandingScreen } from '@/components/portal/branding/BrandingScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { PORTAL_BRANDING_KEY } from '@/lib/hooks/portal/branding-keys';
import { portalRefusals } from '@/server/bff/routes/portal';
import { loadBranding } from '@/server/bff/views/portal/branding';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Customer Portal' };

/** /customer-portal (spec 2 §2): the same branding page as /permits/permit-portal. */
export default async function CustomerPortalPage() {
  const view = await firstView({ [PORTAL_BRANDING_KEY]: loadBranding }, portalRefusals);
  return (
    <FirstView value={view}>
      <BrandingScreen title="Customer portal" />
    </FirstView>
  );
}
