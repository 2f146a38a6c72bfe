import type { Metadata } from 'next';
import { ViolationSettingsScreen } from '@/components/citations/settings/ViolationSettingsScreen';
import { FirstView } from '@/lib/hooks/first-view';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Violation Settings' };

export default async function ViolationSettingsPage() {
  const view = await bffFirstView(endpointUrl(routes.violationSettings));
  return (
    <FirstView value={view}>
      <ViolationSettingsScreen />
    </FirstView>
  );
}
