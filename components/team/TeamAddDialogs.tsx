'use client';

import { lazyPart } from '@/components/ui/lazy-part';
import { teamMessages } from '@/lib/messages/team';
import type { TeamOpening } from './use-seat-check';

// Dialogs load after the screen: they are not part of its first view.
const AddUserDialog = lazyPart(() => import('./AddUserDialog').then((m) => m.AddUserDialog));
const InviteDialog = lazyPart(() => import('./InviteDialog').then((m) => m.InviteDialog));

export interface TeamAddDialogsProps {
  open: TeamOpening | null;
  onClose: () => void;
  /** A user was added; the message says so. */
  onAdded: (message: string) => void;
  /** An invitation was sent; the message says to whom. */
  onInvited: (message: string) => void;
}

/** Add user and Invite user, the two dialogs the seat check opens. */
export function TeamAddDialogs({ open, onClose, onAdded, onInvited }: TeamAddDialogsProps) {
  return (
    <>
      <AddUserDialog
        open={open === 'add'}
        onClose={onClose}
        onAdded={() => onAdded(teamMessages.addUserSuccess)}
      />
      <InviteDialog
        open={open === 'invite'}
        onClose={onClose}
        onInvited={(invitation) => onInvited(`Invitation sent to ${invitation.email}.`)}
      />
    </>
  );
}
