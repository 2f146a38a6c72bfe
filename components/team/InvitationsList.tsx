'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Table, type TableColumn } from '@/components/ui/Table';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { Invitation } from '@/lib/contract/team';
import { callEndpoint, failureMessage, type ApiError } from '@/lib/fetcher';
import { teamBffRoutes } from '@/lib/contract/team/bff-routes';
import { roleLabelOf } from '@/lib/rules/team/team';
import { DateText } from '@/components/ui/DateText';

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
      await callEndpoint(teamBffRoutes.deleteInvitation, { params: { uuid: deleting.uuid } });
      onDone(`Invitation for ${deleting.email} deleted.`, true);
      setDeleting(null);
    } finally {
      setBusy(null);
    }
  }

  const columns: TableColumn<Invitation>[] = [
    {
      id: 'fullname',
      header: 'Name',
      cell: (i) => <span className="font-medium text-gray-900">{i.fullname}</span>,
    },
    { id: 'email', header: 'Email', cell: (i) => i.email },
    {
      id: 'role',
      header: 'Role',
      cell: (i) => roleLabelOf({ isAdmin: i.isAdmin, isSuperAdmin: false }),
    },
    {
      id: 'status',
      header: 'Status',
      // Past its 14 days the link no longer works and the invitation holds no seat: resend it.
      cell: (i) =>
        Date.parse(i.expiresAt) <= Date.now() ? (
          <span
            className="inline-flex items-center rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700 ring-1 ring-inset ring-gray-500/20"
            title="The link has expired. Resend the invitation to send a new one."
          >
            Expired
          </span>
        ) : (
          <span className="inline-flex items-center rounded-full bg-warning-50 px-2 py-0.5 text-xs font-medium text-warning-800 ring-1 ring-inset ring-warning-600/30">
            Pending
          </span>
        ),
    },
    {
      // When the invitation was last sent (created or resent): its link works 14 days from then.
      id: 'createdAt',
      header: 'Sent',
      cell: (i) => (
        <span className="whitespace-nowrap">
          <DateText value={i.createdAt} />
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'right',
      cell: (i) => (
        <div className="flex justify-end gap-2">
          <Button
            size="sm"
            variant="secondary"
            loading={busy === i.uuid && !deleting}
            disabled={busy !== null}
            onClick={() => void resend(i)}
            aria-label={`Resend invitation to ${i.email}`}
          >
            Resend
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy !== null}
            onClick={() => setDeleting(i)}
            aria-label={`Delete invitation for ${i.email}`}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];

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
