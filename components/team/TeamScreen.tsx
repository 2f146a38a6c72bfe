'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PlusIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/Toast';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { TeamMember } from '@/lib/contract/team';
import { callEndpoint, isApiError } from '@/lib/fetcher';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import { formatCount } from '@/lib/format';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { coreMessages } from '@/lib/messages/core';
import { teamMessages } from '@/lib/messages/team';
import { InvitationsList } from './InvitationsList';
import { MembersTable } from './MembersTable';
import { RecentChanges } from './RecentChanges';
import { SeatCounter } from './SeatCounter';
import { UserTypes } from './UserTypes';
import { lazyPart } from '@/components/ui/lazy-part';

// Dialogs load after the screen: they are not part of its first view.
const AddUserDialog = lazyPart(() => import('./AddUserDialog').then((m) => m.AddUserDialog));
const InviteDialog = lazyPart(() => import('./InviteDialog').then((m) => m.InviteDialog));
const MemberDialog = lazyPart(
  () => import('./MemberDialog').then((m) => m.MemberDialog),
  (props) => props.member !== null,
);

type Opening = 'add' | 'invite';

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
  const [open, setOpen] = useState<Opening | null>(null);
  const [checking, setChecking] = useState<Opening | null>(null);
  /** The seat check's refusal, with its code: 'no seat left' goes once a seat is free. */
  const [seatError, setSeatError] = useState<{ code: string; message: string } | null>(null);
  const [selected, setSelected] = useState<TeamMember | null>(null);

  const reloadTeam = () => {
    void mutate(MEMBERS_KEY);
    void mutate(SEATS_KEY);
    void mutate(ACTIVITY_KEY);
  };

  /** The seat check before Add user and Invite user (401 from the provider: no seat left). */
  async function openAfterSeatCheck(kind: Opening) {
    setChecking(kind);
    setSeatError(null);
    try {
      await callEndpoint(routes.checkSeats, { body: {} });
      setOpen(kind);
    } catch (cause) {
      setSeatError(
        isApiError(cause)
          ? { code: cause.code, message: cause.message }
          : { code: 'SERVER_ERROR', message: coreMessages.serverError },
      );
      void mutate(SEATS_KEY);
    } finally {
      setChecking(null);
    }
  }

  const count = members.data?.count;
  // 'You have maxed out your number of paid seats…' holds only while no seat is free: a deleted
  // invitation or a deactivated member frees one, and the counter and the message agree again.
  const seatFree =
    seats.data !== undefined &&
    (seats.data.isTrial ||
      seats.data.remainingSeatCount === null ||
      seats.data.remainingSeatCount > 0);
  const shownSeatError = seatError?.code === 'NO_SEATS' && seatFree ? null : seatError;
  return (
    <>
      <PageHeader
        title={count === undefined ? 'Team Management' : `Team Management (${formatCount(count)})`}
        actions={
          <>
            <SeatCounter seats={seats.data} />
            <Button
              variant="secondary"
              loading={checking === 'invite'}
              disabled={checking !== null}
              onClick={() => void openAfterSeatCheck('invite')}
            >
              Invite user
            </Button>
            <Button
              icon={<PlusIcon className="size-4" />}
              loading={checking === 'add'}
              disabled={checking !== null}
              onClick={() => void openAfterSeatCheck('add')}
            >
              Add user
            </Button>
          </>
        }
      />
      <div className="space-y-6">
        <UserTypes />
        {shownSeatError ? (
          <Alert tone="error" onDismiss={() => setSeatError(null)}>
            {shownSeatError.message}
          </Alert>
        ) : null}
        <section aria-labelledby="members-heading">
          <h2 id="members-heading" className="mb-2 text-base font-semibold text-gray-900">
            Members
          </h2>
          {members.error ? (
            <RetryAlert onRetry={() => void members.mutate()} className="mb-3">
              {members.error.message}
            </RetryAlert>
          ) : null}
          <MembersTable
            members={members.data?.members ?? []}
            loading={members.isLoading}
            onOpen={setSelected}
          />
        </section>
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
      <AddUserDialog
        open={open === 'add'}
        onClose={() => setOpen(null)}
        onAdded={() => {
          setOpen(null);
          toast.show({ message: teamMessages.addUserSuccess, tone: 'success' });
          reloadTeam();
        }}
      />
      <InviteDialog
        open={open === 'invite'}
        onClose={() => setOpen(null)}
        onInvited={(invitation) => {
          setOpen(null);
          toast.show({ message: `Invitation sent to ${invitation.email}.`, tone: 'success' });
          void mutate(INVITATIONS_KEY);
          void mutate(SEATS_KEY);
          void mutate(ACTIVITY_KEY);
        }}
      />
    </>
  );
}
