'use client';

import { useState } from 'react';
import type { Invitation } from '@/lib/contract/team';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { teamBffRoutes } from '@/lib/contract/team/bff-routes';
import type { InvitationsListProps } from './InvitationsList';

/** Resend and delete of a pending invitation: which one is busy, and which one is being deleted. */
export function useInvitationActions(
  onDone: InvitationsListProps['onDone'],
  onFailed: InvitationsListProps['onFailed'],
) {
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

  return { busy, deleting, setDeleting, resend, remove };
}
