import type { Metadata } from 'next';
import { TeamScreen } from '@/components/team/TeamScreen';
import { FirstView } from '@/lib/hooks/first-view';
import {
  TEAM_ACTIVITY_KEY,
  TEAM_INVITATIONS_KEY,
  TEAM_MEMBERS_KEY,
  TEAM_SEATS_KEY,
} from '@/lib/hooks/team/keys';
import {
  loadInvitations,
  loadSeats,
  loadTeamActivity,
  loadTeamMembers,
} from '@/server/bff/views/team';
import { teamRefusals } from '@/server/bff/routes/team';
import { firstView } from '@/server/first-view';

export const metadata: Metadata = { title: 'Team Management' };

export default async function TeamManagementPage() {
  const view = await firstView(
    {
      [TEAM_MEMBERS_KEY]: (who) => loadTeamMembers(who, who.session.user.uuid),
      [TEAM_SEATS_KEY]: loadSeats,
      [TEAM_INVITATIONS_KEY]: loadInvitations,
      [TEAM_ACTIVITY_KEY]: loadTeamActivity,
    },
    teamRefusals,
  );
  return (
    <FirstView value={view}>
      <TeamScreen />
    </FirstView>
  );
}
