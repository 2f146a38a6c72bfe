import {
  defaultPermitForm,
  permitFormBody,
  permitFormOf,
  permitFormProblems,
  PERMIT_FORM_TEXTS,
  priceNeedsAccount,
  withApprovalsRequired,
  withBillingType,
  withBusinessOnly,
  type PermitForm,
} from '@/lib/rules/permits/permit-form';
import {
  centsToPriceText,
  correctedPriceText,
  durationValue,
  feeCents,
  maxCountValue,
  priceCents,
} from '@/lib/rules/permits/permit-form-fields';

const filled = (over: Partial<PermitForm> = {}): PermitForm => ({
  ...defaultPermitForm('America/New_York'),
  name: 'Resident',
  description: 'Residents of Hall A.',
  price: '25',
  ...over,
});

describe('the defaults of a new permit type (spec 2 §3)', () => {
  it('starts with USD, ONE TIME, NONE, 1 DAY, auto-approved, private, fee 20', () => {
    const body = permitFormBody(filled());
    expect(body).toMatchObject({
      currency: 'USD',
      billingType: 'ONE TIME',
      billingPeriod: 'NONE',
      permitDuration: 1,
      permitDurationUnit: 'DAY',
      isAutoApproved: true,
      isRegImgRequired: false,
      isPrivate: true,
      convenienceFee: 20,
      maxCount: null,
      timeSelectionType: 1,
      chosenDate: null,
      chosenEndDate: null,
      timeZone: 'America/New_York',
    });
    expect(defaultPermitForm().approvalsRequired).toBe(false);
  });
});

describe('convenience fee: the field is dollars, the stored value cents', () => {
  it('the default 20 (cents) shows as 0.20 and is sent back as 20', () => {
    const form = defaultPermitForm();
    expect(form.convenienceFee).toBe('0.20');
    expect(permitFormBody(filled()).convenienceFee).toBe(20);
  });

  it.each([
    ['0.20', 20],
    ['0.2', 20],
    ['$1.50', 150],
    ['2', 200],
    ['0', 0],
    ['-1', 0],
    ['1000', 100_000],
    ['1000.01', null],
    ['', null],
    ['abc', null],
  ])('the field %p is %p cents', (text, cents) => {
    expect(feeCents(text)).toBe(cents);
  });

  it.each([
    [20, '0.20'],
    [149, '1.49'],
    [0, '0.00'],
    [1490, '14.90'],
  ])('a stored fee of %p cents shows as %p on edit and is sent back unchanged', (cents, text) => {
    const form = permitFormOf({ ...permitFormBody(filled()), convenienceFee: cents });
    expect(form.convenienceFee).toBe(text);
    expect(permitFormBody(form).convenienceFee).toBe(cents);
  });

  it('typing dollars sends cents', () => {
    expect(permitFormBody(filled({ convenienceFee: '0.35' })).convenienceFee).toBe(35);
  });

  it('a fee that is not money keeps the form from being sent', () => {
    expect(permitFormProblems(filled({ convenienceFee: 'twenty' }))).toEqual({
      convenienceFee: PERMIT_FORM_TEXTS.convenienceFee,
    });
  });
});

describe('price', () => {
  it.each([
    ['25', 2500],
    ['25.5', 2550],
    ['$1,250.99', 125099],
    ['0', 0],
    ['.5', 50],
    ['-3', 0],
    ['-0.01', 0],
    ['', null],
    ['abc', null],
    ['1e3', null],
  ])('%p is %p cents (a negative price becomes 0)', (text, cents) => {
    expect(priceCents(text)).toBe(cents);
  });

  it.each([
    ['-3', '0'],
    ['4', '4'],
    ['', ''],
  ])('the field %p is corrected to %p', (text, shown) => {
    expect(correctedPriceText(text)).toBe(shown);
  });

  it.each([
    [0, '0'],
    [2500, '25.00'],
    [199, '1.99'],
  ])('%p cents show as %p', (cents, text) => {
    expect(centsToPriceText(cents)).toBe(text);
  });

  it.each([
    ['25', false, true],
    ['25', true, false],
    ['0', false, false],
    ['-5', false, false],
    ['', false, false],
  ])('price %p with account active %p opens the price dialog: %p', (price, active, dialog) => {
    expect(priceNeedsAccount(filled({ price }), active)).toBe(dialog);
  });
});

describe('duration and max count', () => {
  it.each([
    ['0', 1],
    ['-4', 1],
    ['1', 1],
    ['48', 48],
    ['', 1],
    ['x', 1],
  ])('duration %p is %p (at least 1)', (text, value) => {
    expect(durationValue(text)).toBe(value);
  });

  it.each([
    ['0', null],
    ['-1', null],
    ['', null],
    ['3', 3],
  ])('max count %p is %p (≤ 0 means none)', (text, value) => {
    expect(maxCountValue(text)).toBe(value);
  });
});

describe('fixed time period', () => {
  const fixed = (chosenDate: string, chosenEndDate: string) =>
    filled({ timeSelectionType: 2, chosenDate, chosenEndDate });

  it.each([
    // The first submit flags a missing end as well as a missing start (issue 27 item 23).
    [
      '',
      '',
      {
        chosenDate: 'Please choose the start of the period.',
        chosenEndDate: 'Please choose the end of the period.',
      },
    ],
    ['', '2026-12-03T20:00', { chosenDate: 'Please choose the start of the period.' }],
    ['2026-12-01T08:00', '', { chosenEndDate: 'Please choose the end of the period.' }],
    ['2026-12-01T08:00', '2026-12-01T07:00', { chosenEndDate: PERMIT_FORM_TEXTS.chosenEndDate }],
    ['2026-12-01T08:00', '2026-12-03T20:00', {}],
  ])('start %p and end %p: problems %p', (start, end, problems) => {
    expect(permitFormProblems(fixed(start, end))).toEqual(problems);
  });

  it('computes the duration in hours from both dates', () => {
    const body = permitFormBody(fixed('2026-12-01T08:00', '2026-12-03T20:00'));
    expect(body.permitDuration).toBe(60);
    expect(body.permitDurationUnit).toBe('HOUR');
    expect(body.chosenDate).toBe(new Date('2026-12-01T08:00').toISOString());
  });

  it('sends no dates for the other selection types', () => {
    const body = permitFormBody(
      filled({ timeSelectionType: 3, chosenDate: '2026-12-01T08:00', chosenEndDate: 'x' }),
    );
    expect(body.chosenDate).toBeNull();
    expect(body.chosenEndDate).toBeNull();
  });
});

describe('switches', () => {
  it('shows registration proof only with approvals; turning approvals off clears it', () => {
    const on = withApprovalsRequired(filled(), true);
    const proof = { ...on, isRegImgRequired: true };
    expect(permitFormBody(proof)).toMatchObject({ isAutoApproved: false, isRegImgRequired: true });
    const off = withApprovalsRequired(proof, false);
    expect(off.isRegImgRequired).toBe(false);
    expect(permitFormBody({ ...off, isRegImgRequired: true }).isRegImgRequired).toBe(false);
  });

  it('turning business-accounts-only off clears the all-customer flag', () => {
    const both = { ...withBusinessOnly(filled(), true), isCustomerEntityAll: true };
    expect(permitFormBody(both)).toMatchObject({
      isCustomerEntityOnly: true,
      isCustomerEntityAll: true,
    });
    const off = withBusinessOnly(both, false);
    expect(off.isCustomerEntityAll).toBe(false);
    expect(permitFormBody({ ...off, isCustomerEntityAll: true }).isCustomerEntityAll).toBe(false);
  });

  it.each([
    ['RECURRING', 'NONE', 'MONTHLY'],
    ['RECURRING', 'WEEKLY', 'WEEKLY'],
    ['ONE TIME', 'WEEKLY', 'NONE'],
  ] as const)('billing %p with period %p gives %p', (type, period, expected) => {
    expect(withBillingType(filled({ billingPeriod: period }), type).billingPeriod).toBe(expected);
  });
});

describe('problems and edit', () => {
  it.each([
    [{ name: ' ' }, { name: PERMIT_FORM_TEXTS.name }],
    [{ description: '' }, { description: PERMIT_FORM_TEXTS.description }],
    [{ price: '' }, { price: PERMIT_FORM_TEXTS.price }],
    [{}, {}],
  ])('%p has problems %p', (over, problems) => {
    expect(permitFormProblems(filled(over))).toEqual(problems);
  });

  it('keeps the type’s own price and currency on edit', () => {
    const form = permitFormOf({
      ...permitFormBody(filled()),
      amount: 2500,
      currency: 'CAD',
      maxCount: 4,
      isAutoApproved: false,
    });
    expect(form).toMatchObject({ price: '25.00', currency: 'CAD', maxCount: '4' });
    expect(form.approvalsRequired).toBe(true);
    const body = permitFormBody(
      { ...form, price: '99', currency: 'USD' },
      {
        amount: 2500,
        currency: 'CAD',
      },
    );
    expect(body.amount).toBe(2500);
    expect(body.currency).toBe('CAD');
  });
});
