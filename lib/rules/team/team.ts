import type { TeamMember } from '@/lib/contract/team';
import { isStrongPassword, PASSWORD_MIN_LENGTH } from '../identity/password';

/**
 * The team rules of spec 1 §4–§6 as pure functions: what the member dialog offers, role labels
 * and the seat counter. The dialogs' form checks (zod) are in team-forms.ts, loaded with them.
 */

export type { FieldErrors } from './team-forms';

/**
 * The dashboard-login reset in the member dialog (spec 1 §5) sends nothing unless both fields are
 * at least 8 characters, equal and strong by the stricter rule.
 */
export function canSendMemberPassword(newPassword: string, repeatPassword: string): boolean {
  return (
    [...newPassword].length >= PASSWORD_MIN_LENGTH &&
    [...repeatPassword].length >= PASSWORD_MIN_LENGTH &&
    newPassword === repeatPassword &&
    isStrongPassword(newPassword)
  );
}

/** Why the member password cannot be sent yet (null when it can), in the rule's order. */
export function memberPasswordProblem(newPassword: string, repeatPassword: string): string | null {
  if (
    [...newPassword].length < PASSWORD_MIN_LENGTH ||
    [...repeatPassword].length < PASSWORD_MIN_LENGTH
  )
    return 'Both fields need at least 8 characters.';
  if (newPassword !== repeatPassword) return 'Your passwords do not match.';
  if (!isStrongPassword(newPassword))
    return 'Your password is missing one or more of the following criteria listed below.';
  return null;
}

export type RoleLabel = 'Super Administrator' | 'Administrator' | 'Standard Patrol';

export function roleLabelOf(member: Pick<TeamMember, 'isAdmin' | 'isSuperAdmin'>): RoleLabel {
  if (member.isSuperAdmin) return 'Super Administrator';
  return member.isAdmin ? 'Administrator' : 'Standard Patrol';
}

export interface MemberActions {
  /** Officer id, full name, e-mail and password. */
  canEdit: boolean;
  /** Standard Patrol ↔ Administrator. */
  canChangeRole: boolean;
  canDeactivate: boolean;
  canActivate: boolean;
}

/**
 * What the member dialog offers (spec 1 §4, §6): a super administrator's details and password
 * stay editable, but not their role or active state; no role or active change on oneself (one
 * would lock oneself out).
 */
export function memberActionsFor(
  member: Pick<TeamMember, 'uuid' | 'isSuperAdmin' | 'isActive'>,
  viewerUuid: string,
): MemberActions {
  if (member.isSuperAdmin) {
    return { canEdit: true, canChangeRole: false, canDeactivate: false, canActivate: false };
  }
  const self = member.uuid === viewerUuid;
  return {
    canEdit: true,
    canChangeRole: !self,
    canDeactivate: !self && member.isActive,
    canActivate: !self && !member.isActive,
  };
}

export interface SeatCounter {
  remainingSeatCount: number | null;
  paidSeatCount: number;
  isTrial: boolean;
}

/** The seat counter: remaining paid seats; in trial, open seats. */
export function seatCounterText(seats: SeatCounter): string {
  if (seats.isTrial || seats.remainingSeatCount === null) return 'Trial: open seats';
  const n = seats.remainingSeatCount;
  return `${n} of ${seats.paidSeatCount} paid ${seats.paidSeatCount === 1 ? 'seat' : 'seats'} remaining`;
}

/** The three user types (spec 1 §1, §6), as the screen explains them. */
export const USER_TYPES: readonly { label: RoleLabel; text: string }[] = [
  {
    label: 'Standard Patrol',
    text: 'Uses the mobile scanning app only; no dashboard access.',
  },
  {
    label: 'Administrator',
    text: "Administrative rights for this organization's dashboard: team and list management, analytics.",
  },
  {
    label: 'Super Administrator',
    text: 'Full admin rights for every organization they belong to; creates and deletes organizations and manages billing. Counts as 1 seat and cannot be deactivated or role-changed.',
  },
];
