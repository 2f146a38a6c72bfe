/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { PasswordCriteria } from '@/components/auth/PasswordCriteria';

function metCriteria() {
  return screen
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('data-met') === 'true')
    .map((item) => item.getAttribute('data-criterion'));
}

describe('PasswordCriteria hints', () => {
  it.each([
    ['', []],
    ['abc', ['lowercase']],
    ['Abcdefgh', ['length', 'uppercase', 'lowercase']],
    ['Abcdef1', ['uppercase', 'lowercase', 'number']],
    ['Abcdef1!', ['length', 'uppercase', 'lowercase', 'number', 'special']],
    ['Abcdef1#', ['length', 'uppercase', 'lowercase', 'number']],
  ])('%j ticks %j', (password, expected) => {
    render(<PasswordCriteria password={password} />);
    expect(metCriteria()).toEqual(expected);
  });

  it('names each hint with the spec text and its state', () => {
    render(<PasswordCriteria password="A" />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'minimum 8 characters(not met)',
      '1 uppercase(met)',
      '1 lowercase(not met)',
      '1 number(not met)',
      '1 special character(not met)',
    ]);
  });
});
