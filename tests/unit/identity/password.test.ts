import { describe, expect, it } from '@jest/globals';
import { strongPassword } from '@/lib/contract/auth';
import { messages } from '@/lib/messages';
import {
  PASSWORD_CRITERIA,
  checkPassword,
  disallowedCharacters,
  isStrongPassword,
  validateResetForm,
} from '@/lib/rules/identity/password';

describe('checkPassword (spec 1 §5: five criteria)', () => {
  it.each([
    ['', { length: false, uppercase: false, lowercase: false, number: false, special: false }],
    [
      'abcdefgh',
      { length: true, uppercase: false, lowercase: true, number: false, special: false },
    ],
    [
      'ABCDEFGH',
      { length: true, uppercase: true, lowercase: false, number: false, special: false },
    ],
    ['Abc1@', { length: false, uppercase: true, lowercase: true, number: true, special: true }],
    ['Abcdefg1', { length: true, uppercase: true, lowercase: true, number: true, special: false }],
    ['Abcdef1!', { length: true, uppercase: true, lowercase: true, number: true, special: true }],
    ['Abcdef1$', { length: true, uppercase: true, lowercase: true, number: true, special: true }],
    ['Abcdef1&', { length: true, uppercase: true, lowercase: true, number: true, special: true }],
    // '#' is not one of @$!%*?&: neither the special criterion nor the allowed set.
    ['Abcdef1#', { length: true, uppercase: true, lowercase: true, number: true, special: false }],
    // One allowed special but also a disallowed character (space).
    ['Abc def1!', { length: true, uppercase: true, lowercase: true, number: true, special: false }],
    [
      '12345678',
      { length: true, uppercase: false, lowercase: false, number: true, special: false },
    ],
  ])('%j', (password, expected) => {
    expect(checkPassword(password)).toEqual(expected);
  });

  it('lists the hints in the spec order and wording', () => {
    expect(PASSWORD_CRITERIA.map((c) => c.label)).toEqual([
      'minimum 8 characters',
      '1 uppercase',
      '1 lowercase',
      '1 number',
      '1 special character',
    ]);
  });
});

describe('isStrongPassword agrees with the contract schema', () => {
  it.each([
    'Abcdef1!',
    'Passw0rd?',
    'aB3$aB3$',
    'Abcdef1#',
    'Abcdef1',
    'abcdef1!',
    'ABCDEF1!',
    'Abcdefg!',
    'Abcdéf1!',
    'Abc def1!',
    '',
    'Very-Long-Passw0rd!',
    'VeryLongPassw0rd!%*?&@$',
  ])('%j', (password) => {
    expect(isStrongPassword(password)).toBe(strongPassword.safeParse(password).success);
  });
});

describe('disallowedCharacters', () => {
  it.each([
    ['Abcdef1!', []],
    ['Ab#c d#1', ['#', ' ']],
    ['é-ok', ['é', '-']],
  ])('%j → %j', (password, expected) => {
    expect(disallowedCharacters(password)).toEqual(expected);
  });
});

describe('validateResetForm: empty, then mismatch, then weak (spec 1 §5)', () => {
  it.each([
    ['', '', messages.resetEmpty, false],
    ['Abcdef1!', '', messages.resetEmpty, false],
    ['', 'Abcdef1!', messages.resetEmpty, false],
    // Empty wins over mismatch, mismatch over weak.
    ['weak', '', messages.resetEmpty, false],
    ['weak', 'other', messages.resetMismatch, false],
    ['Abcdef1!', 'Abcdef1?', messages.resetMismatch, false],
    // A strength failure still sends the request.
    ['weak', 'weak', messages.resetWeak, true],
    ['Abcdef1#', 'Abcdef1#', messages.resetWeak, true],
    ['Abcdef1!', 'Abcdef1!', null, true],
  ])('%j / %j → %j (send %s)', (newPassword, repeat, error, send) => {
    expect(validateResetForm(newPassword, repeat)).toEqual({ error, send });
  });
});
