import type { Metadata } from 'next';
import { PrivacyScreen } from '@/components/privacy/PrivacyScreen';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import {
  privacyBffRoutes as routes,
  privacyLookupBffRoutes as lookupRoutes,
} from '@/lib/contract/privacy/bff-routes';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Privacy' };

/**
 * /privacy (Settings → Privacy, issue 30): how long the organisation keeps each kind of data, and
 * whether a plate look-up needs a reason.
 */
export default async function PrivacyPage() {
  const view = await bffFirstView(
    endpointUrl(routes.retention),
    endpointUrl(lookupRoutes.lookupPolicy),
  );
  return (
    <FirstView value={view}>
      <PrivacyScreen />
    </FirstView>
  );
}
