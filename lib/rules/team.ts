import { addUserBody, editMemberBody } from '@/lib/contract/bff-team';
import type { TeamMember } from '@/lib/contract/team';
import { isStrongPassword, PASSWORD_MIN_LENGTH } from './password';

/**
 * The team rules of spec 1 §4–§6 as pure functions: the member dialogs' validation, what the
 * member dialog offers, role labels and the seat counter.
 */

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

function fieldErrorsOf<K extends string>(
  issues: { path: PropertyKey[]; message: string }[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const key = String(issue.path[0]) as K;
    if (!errors[key]) errors[key] = issue.message;
  }
  return errors;
}

export interface NewMemberInput {
  fullname: string;
  email: string;
  password: string;
}

/**
 * New member (spec 1 §5): full name non-empty, e-mail valid, password at least 8 characters.
 * Create User is blocked while any fails (the hint asks for 1 capital, 1 number, 1 symbol, but
 * only the length is required).
 */
export function validateNewMember(input: NewMemberInput): FieldErrors<keyof NewMemberInput> {
  const parsed = addUserBody.safeParse({ ...input, isAdmin: false });
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}

export const NEW_MEMBER_PASSWORD_HINT =
  'At least 8 characters, with 1 capital letter, 1 number and 1 symbol.';

export interface EditMemberInput {
  officerId: string;
  fullname: string;
  email: string;
}

/** Edit member (spec 1 §5): officer id, full name and a valid e-mail are required. */
export function validateMemberEdit(input: EditMemberInput): FieldErrors<keyof EditMemberInput> {
  const parsed = editMemberBody.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}

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
 * What the member dialog offers (spec 1 §4, §6): nothing for a super administrator, whose role
 * cannot change; no role or active change on oneself (one would lock oneself out).
 */
export function memberActionsFor(
  member: Pick<TeamMember, 'uuid' | 'isSuperAdmin' | 'isActive'>,
  viewerUuid: string,
): MemberActions {
  if (member.isSuperAdmin) {
    return { canEdit: false, canChangeRole: false, canDeactivate: false, canActivate: false };
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
