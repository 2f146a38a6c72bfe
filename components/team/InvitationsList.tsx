'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Table } from '@/components/ui/Table';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { Invitation } from '@/lib/contract/team';
import { callEndpoint, failureMessage, type ApiError } from '@/lib/fetcher';
import { teamBffRoutes } from '@/lib/contract/team/bff-routes';
import { invitationColumns } from './invitation-columns';

export interface InvitationsListProps {
  invitations: Invitation[] | undefined;
  error: ApiError | undefined;
  onRetry: () => void;
  /** An invitation was resent or deleted: the confirmation to show (both change the list). */
  onDone: (message: string, deleted: boolean) => void;
  onFailed: (message: string) => void;
}

/** Pending invitations (spec 1 §4): each can be resent or deleted. */
export function InvitationsList({
  invitations,
  error,
  onRetry,
  onDone,
  onFailed,
}: InvitationsListProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Invitation | null>(null);

  async function resend(invitation: Invitation) {
    setBusy(invitation.uuid);
    try {
      await callEndpoint(teamBffRoutes.resendInvitation, {
        params: { uuid: invitation.uuid },
        body: {},
      });
      onDone(`Invitation sent again to ${invitation.email}.`, false);
    } catch (cause) {
      onFailed(failureMessage(cause));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    if (!deleting) return;
    setBusy(deleting.uuid);
    try {
      await callEndpoint(teamBffRoutes.deleteInvitation, {
        params: { uuid: deleting.uuid },
      });
      onDone(`Invitation for ${deleting.email} deleted.`, true);
      setDeleting(null);
    } finally {
      setBusy(null);
    }
  }

  const columns = invitationColumns({
    busy,
    deleting: deleting !== null,
    onResend: (invitation) => void resend(invitation),
    onDelete: setDeleting,
  });

  return (
    <section aria-labelledby="invitations-heading">
      <h2 id="invitations-heading" className="mb-2 text-base font-semibold text-gray-900">
        Invitations{invitations ? ` (${invitations.length})` : ''}
      </h2>
      {error ? (
        <RetryAlert onRetry={onRetry} className="mb-3">
          {error.message}
        </RetryAlert>
      ) : null}
      <div className="overflow-hidden rounded-lg border border-gray-200 bg-white">
        <Table
          caption="Pending invitations"
          columns={columns}
          rows={invitations ?? []}
          getRowId={(i) => i.uuid}
          loading={!invitations && !error}
          skeletonRows={2}
          emptyText="No pending invitations."
        />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        action={remove}
        title="Delete invitation?"
        description={
          deleting
            ? `The invitation link sent to ${deleting.email} stops working and its seat is free again.`
            : undefined
        }
      />
    </section>
  );
}
