import {
  brandTextColor,
  isImageFile,
  logoSize,
  luminance,
  normalizeHex,
  titleForSave,
} from '@/lib/rules/portal/brand-branding';

describe('brand text colour by luminance (spec 2 §2: below 0.5 gives light text)', () => {
  it.each([
    ['ffffff', 'dark'],
    ['000000', 'light'],
    ['0f766e', 'light'],
    ['1d4ed8', 'light'],
    ['facc15', 'dark'],
    ['808080', 'dark'], // 0.502: just at or above 0.5
    ['7f7f7f', 'light'], // 0.498
    ['ff0000', 'light'], // 0.299
    ['00ff00', 'dark'], // 0.587
    ['not-a-colour', 'dark'], // counts as white
  ] as const)('%s → %s text', (hex, expected) => {
    expect(brandTextColor(hex)).toBe(expected);
  });

  it('weighs the channels 0.299, 0.587, 0.114', () => {
    expect(luminance('ff0000')).toBeCloseTo(0.299);
    expect(luminance('00ff00')).toBeCloseTo(0.587);
    expect(luminance('0000ff')).toBeCloseTo(0.114);
  });
});

describe('hex colours (without #)', () => {
  it.each([
    ['0F766E', '0f766e'],
    ['#0f766e', '0f766e'],
    [' 0F766E ', '0f766e'],
    ['fff', 'ffffff'],
    ['#abc', 'aabbcc'],
    ['', null],
    ['12345', null],
    ['gggggg', null],
    ['#0f766e0', null],
  ])('%j → %j', (typed, expected) => {
    expect(normalizeHex(typed)).toBe(expected);
  });
});

describe('logo size (spec 2 §9: at most 500 px wide)', () => {
  it.each([
    [[1000, 400], { width: 500, height: 200 }],
    [[500, 900], { width: 500, height: 900 }],
    [[120, 40], { width: 120, height: 40 }],
    [[3000, 1], { width: 500, height: 1 }],
    [[0, 10], { width: 0, height: 0 }],
  ] as const)('%j → %j', ([w, h], expected) => {
    expect(logoSize(w, h)).toEqual(expected);
  });
});

describe('save values', () => {
  it.each([
    ['', null],
    ['   ', null],
    [' Northgate ', 'Northgate'],
  ])('title %j is sent as %j', (typed, sent) => {
    expect(titleForSave(typed)).toBe(sent);
  });

  it.each([
    ['image/png', true],
    ['image/svg+xml', true],
    ['text/plain', false],
    ['', false],
  ])('%s is an image: %s', (type, expected) => {
    expect(isImageFile({ type })).toBe(expected);
  });
});
