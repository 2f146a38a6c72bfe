import { describe, expect, it } from '@jest/globals';
import { citationsMessages as m } from '@/lib/messages/citations';
import {
  citationTypeBasicsProblem,
  citationTypeProblem,
  normaliseLateFees,
  type CitationTypeTerms,
} from '@/lib/rules/citations/type-rules';

const OK: CitationTypeTerms = {
  name: 'Expired Meter',
  citationDescription: 'Meter ran out.',
  amount: 5000,
};

describe('citationTypeProblem (spec 3 §5)', () => {
  it.each([
    ['valid, no late fees', OK, null],
    [
      'valid, both late fees',
      { ...OK, lateAmount1: 7500, lateDays1: 14, lateAmount2: 10000, lateDays2: 30 },
      null,
    ],
    ['free type', { ...OK, amount: 0 }, null],
    ['late fee equal to the base', { ...OK, lateAmount1: 5000, lateDays1: 3 }, null],
    [
      'zero late amounts are cleared, days ignored',
      { ...OK, lateAmount1: 0, lateDays1: null, lateAmount2: 0 },
      null,
    ],
    ['blank name', { ...OK, name: '  ' }, ['name', m.citationNameRequired]],
    [
      'blank description',
      { ...OK, citationDescription: '' },
      ['citationDescription', m.citationDescriptionRequired],
    ],
    ['negative amount', { ...OK, amount: -1 }, ['amount', m.citationAmountInvalid]],
    ['not a number', { ...OK, amount: Number.NaN }, ['amount', m.citationAmountInvalid]],
    [
      'late fee 1 below base',
      { ...OK, lateAmount1: 4999, lateDays1: 5 },
      ['lateAmount1', m.lateFee1BelowBase],
    ],
    ['late fee 1 without days', { ...OK, lateAmount1: 6000 }, ['lateDays1', m.lateDays1Required]],
    [
      'late fee 1 with 0 days',
      { ...OK, lateAmount1: 6000, lateDays1: 0 },
      ['lateDays1', m.lateDays1Required],
    ],
    [
      'late fee 2 below late fee 1',
      { ...OK, lateAmount1: 6000, lateDays1: 5, lateAmount2: 5500, lateDays2: 9 },
      ['lateAmount2', m.lateFee2BelowLateFee1],
    ],
    [
      'late fee 2 without days',
      { ...OK, lateAmount1: 6000, lateDays1: 5, lateAmount2: 7000 },
      ['lateDays2', m.lateDays2Required],
    ],
    [
      'late fee 2 without late fee 1',
      { ...OK, lateAmount2: 7000, lateDays2: 9 },
      ['lateAmount1', m.lateFee1First],
    ],
    [
      'late fee 2 with a zero late fee 1',
      { ...OK, lateAmount1: 0, lateDays1: 4, lateAmount2: 7000, lateDays2: 9 },
      ['lateAmount1', m.lateFee1First],
    ],
  ] as Array<[string, CitationTypeTerms, [string, string] | null]>)(
    '%s',
    (_label, terms, expected) => {
      const problem = citationTypeProblem(terms);
      expect(problem ? [problem.field, problem.message] : null).toEqual(expected);
    },
  );

  it('edit checks only name, description and amount', () => {
    expect(citationTypeBasicsProblem({ name: 'x', citationDescription: 'y' })).toBeNull();
    expect(citationTypeBasicsProblem({ name: '', citationDescription: 'y' })?.message).toBe(
      m.citationNameRequired,
    );
  });

  it('a zero late amount clears it and its days', () => {
    expect(
      normaliseLateFees({ ...OK, lateAmount1: 0, lateDays1: 7, lateAmount2: 0, lateDays2: 30 }),
    ).toMatchObject({
      lateAmount1: null,
      lateDays1: null,
      lateAmount2: null,
      lateDays2: null,
    });
  });
});
