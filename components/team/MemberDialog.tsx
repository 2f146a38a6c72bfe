'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Dialog } from '@/components/ui/LazyDialog';
import { useAction } from '@/components/ui/use-action';
import type { TeamMember } from '@/lib/contract/team';
import { teamBffRoutes } from '@/lib/contract/team/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { memberActionsFor, roleLabelOf } from '@/lib/rules/team/team';
import { MemberAccessSection } from './MemberAccessSection';
import { MemberDetailsForm } from './MemberDetailsForm';
import { MemberPasswordForm } from './MemberPasswordForm';
import { MemberStatus } from './MemberStatus';

export interface MemberDialogProps {
  member: TeamMember | null;
  viewerUuid: string;
  onClose: () => void;
  /** A change was saved: the new member (when the call answers one) and a confirmation. */
  onChanged: (member: TeamMember | null, message: string) => void;
  /** A failed save still changed something (the e-mail): the team lists are out of date. */
  onStale?: () => void;
}

/** The warning before deactivating (spec 1 §2). */
export const DEACTIVATE_WARNING =
  "This user's login will be disabled. To reactivate the account later, support must be contacted.";

/** The confirmation of a saved role change, activation or deactivation. */
function changedMessage(kind: 'role' | 'active', saved: TeamMember): string {
  if (kind === 'role') return `${saved.fullname} is now ${roleLabelOf(saved)}.`;
  return saved.isActive ? `${saved.fullname} was activated.` : `${saved.fullname} was deactivated.`;
}

/** The dialog's description: the member's role, e-mail and status. */
function MemberSummary({ member }: { member: TeamMember }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>{roleLabelOf(member)}</span>
      <span aria-hidden="true">·</span>
      <span>{member.email}</span>
      <MemberStatus isActive={member.isActive} />
    </span>
  );
}

/** Activates or deactivates a member; answers the saved member. */
function setMemberActive(uuid: string, isActive: boolean) {
  return callEndpoint(isActive ? teamBffRoutes.activateMember : teamBffRoutes.deactivateMember, {
    params: { uuid },
    body: {},
  });
}

/** Standard Patrol ↔ Administrator; answers the saved member. */
function toggleRole(member: TeamMember) {
  return callEndpoint(teamBffRoutes.memberRole, {
    params: { uuid: member.uuid },
    body: { isAdmin: !member.isAdmin },
  });
}

/**
 * The role change or activation: its failure shows in the dialog, and `busy` says which runs
 * (its button spins).
 */
function useMemberChange(onChanged: MemberDialogProps['onChanged']) {
  const [changing, setChanging] = useState<'role' | 'active'>('role');
  const change = useAction(async (kind: 'role' | 'active', save: () => Promise<TeamMember>) => {
    setChanging(kind);
    const saved = await save();
    onChanged(saved, changedMessage(kind, saved));
  });
  return { change, busy: change.busy ? changing : null };
}

/**
 * One member (spec 1 §2, §4, §6): details, dashboard password, role toggle Standard Patrol ↔
 * Administrator, Deactivate (after a warning) and Activate. A super administrator's details and
 * password stay editable; their role and active state do not.
 */
export function MemberDialog({
  member,
  viewerUuid,
  onClose,
  onChanged,
  onStale,
}: MemberDialogProps) {
  const [confirming, setConfirming] = useState(false);
  const { change, busy } = useMemberChange(onChanged);

  if (!member) return null;
  const actions = memberActionsFor(member, viewerUuid);
  const { uuid } = member;

  /** The confirmed deactivation; its failure shows in the confirmation. */
  async function deactivate() {
    const saved = await setMemberActive(uuid, false);
    setConfirming(false);
    onChanged(saved, changedMessage('active', saved));
  }

  return (
    <>
      <Dialog
        open={!confirming}
        onClose={busy ? () => {} : onClose}
        title={member.fullname}
        description={<MemberSummary member={member} />}
        size="lg"
        actions={
          <Button variant="secondary" onClick={onClose} disabled={busy !== null}>
            Close
          </Button>
        }
      >
        {!actions.canEdit ? null : (
          <div className="divide-y divide-gray-200">
            <div className="pb-5">
              <MemberDetailsForm
                key={member.uuid}
                member={member}
                onSaved={(saved, message) => onChanged(saved, message)}
                onPartlySaved={onStale}
              />
            </div>
            <div className="py-5">
              <MemberPasswordForm
                memberUuid={member.uuid}
                onSaved={(message) => onChanged(null, message)}
              />
            </div>
            <MemberAccessSection
              member={member}
              actions={actions}
              busy={busy}
              error={change.error}
              onChangeRole={() => void change.run('role', () => toggleRole(member))}
              onDeactivate={() => {
                change.reset();
                setConfirming(true);
              }}
              onActivate={() => void change.run('active', () => setMemberActive(member.uuid, true))}
            />
          </div>
        )}
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        action={deactivate}
        title={`Deactivate ${member.fullname}?`}
        description={DEACTIVATE_WARNING}
        confirmLabel="Deactivate"
      />
    </>
  );
}
