import { describe, expect, it } from '@jest/globals';
import { citationsMessages as m } from '@/lib/messages/citations';
import {
  citationTypeFormBody,
  citationTypeFormOf,
  citationTypeFormProblems,
  dollarsToCents,
  EMPTY_CITATION_TYPE_FORM,
  priceNeedsActiveAccount,
} from '@/lib/rules/citations/type-form';
import { defaultHeader1, defaultHeader2, headerTexts } from '@/lib/rules/citations/portal-headers';

const form = { ...EMPTY_CITATION_TYPE_FORM, name: 'X', citationDescription: 'Y', amount: '50' };

describe('the violation type form', () => {
  it.each([
    ['50', 5000],
    ['$1,250.5', 125050],
    ['0', 0],
    ['-1', -100],
    ['', null],
    ['abc', Number.NaN],
    ['1.234', Number.NaN],
  ])('reads %j dollars as %p cents', (text, cents) => {
    expect(dollarsToCents(text)).toEqual(cents);
  });

  it('sends cents and nulls for empty late fees', () => {
    expect(citationTypeFormBody({ ...form, lateAmount1: '75', lateDays1: '14' })).toEqual({
      name: 'X',
      citationCode: null,
      citationDescription: 'Y',
      amount: 5000,
      lateAmount1: 7500,
      lateDays1: 14,
      lateAmount2: null,
      lateDays2: null,
      appealWindow: null,
    });
  });

  it.each([
    [{ amount: '' }, 'amount', m.citationAmountInvalid],
    [{ amount: 'ten' }, 'amount', m.citationAmountInvalid],
    [{ lateAmount1: 'x' }, 'lateAmount1', m.citationAmountInvalid],
    [{ lateAmount1: '40', lateDays1: '3' }, 'lateAmount1', m.lateFee1BelowBase],
    [{ appealWindow: '0' }, 'appealWindow', expect.stringMatching(/whole number of days/)],
  ])('shows the problem of %j under its field', (patch, field, message) => {
    expect(citationTypeFormProblems({ ...form, ...patch }, 'create')).toEqual({ [field]: message });
  });

  it('edit checks name, description and amount but no late fees (prices are read-only)', () => {
    expect(citationTypeFormProblems({ ...form, lateAmount1: '1' }, 'edit')).toEqual({});
    expect(citationTypeFormProblems({ ...form, amount: '-5' }, 'edit')).toEqual({
      amount: m.citationAmountInvalid,
    });
    expect(citationTypeFormProblems({ ...form, name: ' ' }, 'edit')).toEqual({
      name: m.citationNameRequired,
    });
  });

  it('round-trips a type into the edit form and knows when a price needs an account', () => {
    const f = citationTypeFormOf({
      name: 'Expired Meter',
      citationCode: null,
      citationDescription: 'd',
      amount: 5000,
      lateAmount1: 7500,
      lateDays1: 14,
      lateAmount2: null,
      lateDays2: null,
      appealWindow: 30,
    });
    expect(f).toMatchObject({
      amount: '50.00',
      lateAmount1: '75.00',
      lateDays1: '14',
      lateAmount2: '',
    });
    expect(priceNeedsActiveAccount(f, false)).toBe(true);
    expect(priceNeedsActiveAccount({ ...f, amount: '0' }, false)).toBe(false);
    expect(priceNeedsActiveAccount(f, true)).toBe(false);
  });
});

describe('the violation portal header texts', () => {
  it('defaults to the notice text with the brand title and the payment instruction', () => {
    expect(defaultHeader1('Northgate University Parking')).toBe(
      'You have received a parking violation notice from Northgate University Parking.',
    );
    expect(defaultHeader2('northgate.portal.example.com')).toBe(
      'Pay your violation online at northgate.portal.example.com or scan the QR code on your notice. No cash payments are accepted.',
    );
    expect(headerTexts({ header1: '  ', header2: 'Own text' }, null, null)).toEqual({
      header1: 'You have received a parking violation notice from the parking operator.',
      header2: 'Own text',
    });
    expect(
      headerTexts({ header1: null, header2: null }, 'T', 'https://t.example.com').header2,
    ).toMatch(/online at t\.example\.com/);
  });
});
