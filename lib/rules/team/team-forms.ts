import { addUserBody, editMemberBody } from '@/lib/contract/team/bff';

/**
 * The member dialogs' form checks (spec 1 §5), with the BFF's schemas: only the dialogs import
 * this, so zod is not part of the Team screen's first load.
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
