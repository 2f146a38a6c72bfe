'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { useToast } from '@/components/ui/Toast';
import type { TeamMember } from '@/lib/contract/team';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import { formatCount } from '@/lib/format';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { InvitationsList } from './InvitationsList';
import { MembersSection } from './MembersSection';
import { RecentChanges } from './RecentChanges';
import { TeamHeaderActions } from './TeamHeaderActions';
import { TeamAddDialogs } from './TeamAddDialogs';
import { useSeatCheck } from './use-seat-check';
import { UserTypes } from './UserTypes';
import { lazyPart } from '@/components/ui/lazy-part';

// Dialogs load after the screen: they are not part of its first view.
const MemberDialog = lazyPart(
  () => import('./MemberDialog').then((m) => m.MemberDialog),
  (props) => props.member !== null,
);

const MEMBERS_KEY = endpointUrl(routes.listMembers);
const SEATS_KEY = endpointUrl(routes.seats);
const INVITATIONS_KEY = endpointUrl(routes.listInvitations);
const ACTIVITY_KEY = endpointUrl(routes.activity);

/**
 * /team-management (spec 1 §2): the members table, the seat counter, the user types, the
 * invitations; Add user and Invite user after the seat check; the member dialog.
 */
export function TeamScreen() {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const members = useEndpoint(routes.listMembers);
  const seats = useEndpoint(routes.seats);
  const invitations = useEndpoint(routes.listInvitations);
  const seatCheck = useSeatCheck(seats.data);
  const [selected, setSelected] = useState<TeamMember | null>(null);

  const reloadTeam = () => {
    void mutate(MEMBERS_KEY);
    void mutate(SEATS_KEY);
    void mutate(ACTIVITY_KEY);
  };

  const count = members.data?.count;
  return (
    <>
      <PageHeader
        title={count === undefined ? 'Team Management' : `Team Management (${formatCount(count)})`}
        actions={<TeamHeaderActions seats={seats.data} seatCheck={seatCheck} />}
      />
      <div className="space-y-6">
        <UserTypes />
        {seatCheck.seatError ? (
          <Alert tone="error" onDismiss={seatCheck.dismissSeatError}>
            {seatCheck.seatError.message}
          </Alert>
        ) : null}
        <MembersSection members={members} onOpen={setSelected} />
        <InvitationsList
          invitations={invitations.data?.invitations}
          error={invitations.error}
          onRetry={() => void invitations.mutate()}
          onDone={(message, deleted) => {
            toast.show({ message, tone: 'success' });
            // A resend changes when the invitation was sent; a delete frees its seat.
            void mutate(INVITATIONS_KEY);
            if (deleted) void mutate(SEATS_KEY);
            void mutate(ACTIVITY_KEY);
          }}
          onFailed={(message) => toast.show({ message, tone: 'error' })}
        />
        <RecentChanges />
      </div>
      <MemberDialog
        key={selected?.uuid}
        member={selected}
        viewerUuid={members.data?.viewerUuid ?? ''}
        onClose={() => setSelected(null)}
        onStale={reloadTeam}
        onChanged={(member, message) => {
          // Only while the dialog still shows this member: a save that ends after Close must
          // not open it again.
          if (member) setSelected((open) => (open?.uuid === member.uuid ? member : open));
          toast.show({ message, tone: 'success' });
          reloadTeam();
        }}
      />
      <TeamAddDialogs
        open={seatCheck.open}
        onClose={seatCheck.close}
        onAdded={(message) => {
          seatCheck.close();
          toast.show({ message, tone: 'success' });
          reloadTeam();
        }}
        onInvited={(message) => {
          seatCheck.close();
          toast.show({ message, tone: 'success' });
          void mutate(INVITATIONS_KEY);
          void mutate(SEATS_KEY);
          void mutate(ACTIVITY_KEY);
        }}
      />
    </>
  );
}
