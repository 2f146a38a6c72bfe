import {
  formatRuleTimeLimit,
  formatTimeLimit,
  splitMinutes,
  TIME_LIMIT_TOO_LARGE,
  TIME_LIMIT_WHOLE_NUMBERS,
  totalMinutes,
} from '@/lib/rules/lists/time-limit';

describe('totalMinutes', () => {
  it.each([
    [0, 0, 0],
    [1, 30, 90],
    [2, 0, 120],
    [0, 45, 45],
    [-3, 20, 20],
    [2, -10, 120],
    [-1, -1, 0],
    ['3', '15', 195],
    ['', '', 0],
    ['abc', 5, 5],
    [72, 0, 4320],
    [71, 60, 4320],
    [0, 4320, 4320],
  ] as const)('%p h %p min → %p minutes', (hours, minutes, expected) => {
    expect(totalMinutes(hours, minutes)).toEqual({ ok: true, minutes: expected });
  });

  it.each([
    [72, 1],
    [73, 0],
    [0, 4321],
    [100, 100],
  ])('%p h %p min is rejected', (hours, minutes) => {
    expect(totalMinutes(hours, minutes)).toEqual({
      ok: false,
      code: 'TIME_LIMIT_TOO_LARGE',
      error: TIME_LIMIT_TOO_LARGE,
    });
  });

  it.each([
    [1.5, 0],
    ['1.5', '0'],
    [0, 30.5],
    ['2', '0.25'],
  ] as const)('%p h %p min is refused, never rounded (issue 18 item 6)', (hours, minutes) => {
    expect(totalMinutes(hours, minutes)).toEqual({
      ok: false,
      code: 'TIME_LIMIT_NOT_WHOLE',
      error: TIME_LIMIT_WHOLE_NUMBERS,
    });
  });

  it('says the product text', () => {
    expect(TIME_LIMIT_TOO_LARGE).toBe('Time limits must be under 24 HR.');
  });
});

describe('formatTimeLimit', () => {
  it.each([
    [null, 'NONE'],
    [undefined, 'NONE'],
    [0, 'NONE'],
    [-5, 'NONE'],
    [1, '1 MIN'],
    [45, '45 MIN'],
    [60, '60 MIN'],
    [61, '1 HR'],
    [89, '1 HR'],
    [90, '2 HR'],
    [120, '2 HR'],
    [150, '3 HR'],
    [4320, '72 HR'],
  ])('%p → %p', (minutes, text) => {
    expect(formatTimeLimit(minutes)).toBe(text);
  });
});

describe('splitMinutes', () => {
  it.each([
    [0, 0, 0],
    [59, 0, 59],
    [60, 1, 0],
    [195, 3, 15],
    [4320, 72, 0],
    [null, 0, 0],
  ])('%p → %p h %p min', (total, hours, minutes) => {
    expect(splitMinutes(total)).toEqual({ hours, minutes });
  });
});

describe('formatRuleTimeLimit (the rule table: hours and minutes)', () => {
  it.each([
    [0, 'NONE'],
    [null, 'NONE'],
    [45, '45 MIN'],
    [60, '1 HR'],
    [105, '1 HR 45 MIN'],
    [125, '2 HR 5 MIN'],
    [4320, '72 HR'],
  ])('%p → %p', (minutes, text) => {
    expect(formatRuleTimeLimit(minutes)).toBe(text);
  });
});
