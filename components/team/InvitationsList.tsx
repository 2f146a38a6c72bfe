'use client';

import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Table } from '@/components/ui/Table';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { Invitation } from '@/lib/contract/team';
import type { ApiError } from '@/lib/fetcher';
import { invitationColumns } from './invitation-columns';
import { useInvitationActions } from './use-invitation-actions';

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
  const { busy, deleting, setDeleting, resend, remove } = useInvitationActions(onDone, onFailed);

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
