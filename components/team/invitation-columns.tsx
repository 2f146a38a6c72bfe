'use client';

import { Button } from '@/components/ui/Button';
import { DateText } from '@/components/ui/DateText';
import type { TableColumn } from '@/components/ui/Table';
import type { Invitation } from '@/lib/contract/team';
import { roleLabelOf } from '@/lib/rules/team/team';

export interface InvitationColumnsOptions {
  /** The invitation being resent or deleted (every button waits). */
  busy: string | null;
  /** Whether a delete is being asked about (the busy row's Resend does not spin then). */
  deleting: boolean;
  onResend: (invitation: Invitation) => void;
  onDelete: (invitation: Invitation) => void;
}

/** Pending, or Expired past its 14 days (the link no longer works and it holds no seat). */
function statusChip(expiresAt: string) {
  return Date.parse(expiresAt) <= Date.now() ? (
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
  );
}

/** The pending invitations table's columns: who, role, status, when sent, Resend and Delete. */
export function invitationColumns({
  busy,
  deleting,
  onResend,
  onDelete,
}: InvitationColumnsOptions): TableColumn<Invitation>[] {
  return [
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
      cell: (i) => statusChip(i.expiresAt),
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
            onClick={() => onResend(i)}
            aria-label={`Resend invitation to ${i.email}`}
          >
            Resend
          </Button>
          <Button
            size="sm"
            variant="ghost"
            disabled={busy !== null}
            onClick={() => onDelete(i)}
            aria-label={`Delete invitation for ${i.email}`}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];
}
