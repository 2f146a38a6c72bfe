import type { Metadata } from 'next';
import { TeamScreen } from '@/components/team/TeamScreen';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Team Management' };

export default async function TeamManagementPage() {
  const view = await bffFirstView(
    endpointUrl(routes.listMembers),
    endpointUrl(routes.seats),
    endpointUrl(routes.listInvitations),
    endpointUrl(routes.activity),
  );
  return (
    <FirstView value={view}>
      <TeamScreen />
    </FirstView>
  );
}
