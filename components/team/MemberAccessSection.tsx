'use client';

import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { TeamMember } from '@/lib/contract/team';
import type { memberActionsFor } from '@/lib/rules/team/team';

/** What a super administrator's dialog withholds, and why (spec 1 §4, §6). */
export const SUPER_ADMIN_NOTE =
  "A super administrator cannot be deactivated or role-changed here. Only a super administrator can change a super administrator's e-mail or password.";

export interface MemberAccessSectionProps {
  member: TeamMember;
  actions: ReturnType<typeof memberActionsFor>;
  /** Which change runs (its button spins; every button waits). */
  busy: 'role' | 'active' | null;
  /** Why the last role change or activation failed. */
  error: string | null;
  onChangeRole: () => void;
  /** Asks first (DEACTIVATE_WARNING). */
  onDeactivate: () => void;
  onActivate: () => void;
}

/** The member's role toggle, Deactivate and Activate, or why they are not offered. */
export function MemberAccessSection({
  member,
  actions,
  busy,
  error,
  onChangeRole,
  onDeactivate,
  onActivate,
}: MemberAccessSectionProps) {
  const nextRole = member.isAdmin ? 'Standard Patrol' : 'Administrator';
  return (
    <section aria-labelledby="member-access-heading" className="pt-5">
      <h3 id="member-access-heading" className="text-sm font-semibold text-gray-900">
        Role and access
      </h3>
      {member.isSuperAdmin ? (
        <p className="mt-1 text-sm text-gray-600">{SUPER_ADMIN_NOTE}</p>
      ) : actions.canChangeRole ? null : (
        <p className="mt-1 text-sm text-gray-600">
          You cannot change your own role or deactivate yourself.
        </p>
      )}
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {actions.canChangeRole ? (
          <Button
            size="sm"
            variant="secondary"
            loading={busy === 'role'}
            disabled={busy !== null}
            onClick={onChangeRole}
          >
            Change role to {nextRole}
          </Button>
        ) : null}
        {actions.canDeactivate ? (
          <Button size="sm" variant="danger" disabled={busy !== null} onClick={onDeactivate}>
            Deactivate
          </Button>
        ) : null}
        {actions.canActivate ? (
          <Button
            size="sm"
            loading={busy === 'active'}
            disabled={busy !== null}
            onClick={onActivate}
          >
            Activate
          </Button>
        ) : null}
      </div>
    </section>
  );
}
