import { identityMessages } from '@/lib/messages/identity';

/**
 * The stricter password rule (spec 1 §5): at least 8 characters with a lowercase, an uppercase, a
 * digit and one of @$!%*?&, and only those characters. Pure functions, shared by forms and tests.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '@$!%*?&';

export type PasswordCriterionId = 'length' | 'uppercase' | 'lowercase' | 'number' | 'special';

export interface PasswordCriterion {
  id: PasswordCriterionId;
  /** The hint text the reset screen shows (spec 1 §2). */
  label: string;
}

/** The five criteria, in the order the hints list them. */
export const PASSWORD_CRITERIA: readonly PasswordCriterion[] = [
  { id: 'length', label: 'minimum 8 characters' },
  { id: 'uppercase', label: '1 uppercase' },
  { id: 'lowercase', label: '1 lowercase' },
  { id: 'number', label: '1 number' },
  { id: 'special', label: '1 special character' },
];

export type PasswordCheck = Record<PasswordCriterionId, boolean>;

const ALLOWED = /^[A-Za-z\d@$!%*?&]*$/;

/** Characters of the password outside letters, digits and @$!%*?& (each listed once). */
export function disallowedCharacters(password: string): string[] {
  const seen = new Set<string>();
  for (const char of password) {
    if (!ALLOWED.test(char)) seen.add(char);
  }
  return [...seen];
}

/**
 * Which criteria the password meets. 'special' needs one of @$!%*?& and no character outside
 * the allowed set, so every hint ticked means the password is strong.
 */
export function checkPassword(password: string): PasswordCheck {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    uppercase: /[A-Z]/.test(password),
    lowercase: /[a-z]/.test(password),
    number: /\d/.test(password),
    special: /[@$!%*?&]/.test(password) && ALLOWED.test(password),
  };
}

export function isStrongPassword(password: string): boolean {
  const check = checkPassword(password);
  return PASSWORD_CRITERIA.every((criterion) => check[criterion.id]);
}

export interface ResetFormResult {
  /** The message to show, or null when the form is valid. */
  error: string | null;
  /** Whether to send the request: a strength failure still sends it (spec 1 §5). */
  send: boolean;
}

/**
 * Validation of the reset-by-link form, in the spec's order: both fields required, then equal,
 * then strong.
 */
export function validateResetForm(newPassword: string, repeatPassword: string): ResetFormResult {
  if (newPassword === '' || repeatPassword === '')
    return { error: identityMessages.resetEmpty, send: false };
  if (newPassword !== repeatPassword) return { error: identityMessages.resetMismatch, send: false };
  if (!isStrongPassword(newPassword)) return { error: identityMessages.resetWeak, send: true };
  return { error: null, send: true };
}
