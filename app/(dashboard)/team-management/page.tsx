import type { Metadata } from 'next';
import { TeamScreen } from '@/components/team/TeamScreen';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import { endpointKey } from '@/lib/hooks/endpoint-key';
import { FirstView } from '@/lib/hooks/first-view';
import { bffFirstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Team Management' };

export default async function TeamManagementPage() {
  const view = await bffFirstView(
    endpointKey(routes.listMembers),
    endpointKey(routes.seats),
    endpointKey(routes.listInvitations),
    endpointKey(routes.activity),
  );
  return (
    <FirstView value={view}>
      <TeamScreen />
    </FirstView>
  );
}
