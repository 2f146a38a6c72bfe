import type { Metadata } from 'next';
import { PrivacyScreen } from '@/components/privacy/PrivacyScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { privacyBffRoutes as routes } from '@/lib/contract/privacy/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Privacy' };

export default async function PrivacyPage() {
  const view = await bffFirstView(endpointUrl(routes.retention));
  return (
    <FirstView value={view}>
      <PrivacyScreen />
    </FirstView>
  );
}
