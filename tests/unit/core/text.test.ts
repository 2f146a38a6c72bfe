import { describe, expect, it } from '@jest/globals';
import {
  email,
  emailText,
  passwordText,
  plainText,
  searchText,
  textProblem,
  TEXT_MAX,
} from '@/lib/contract';

const single = plainText({ label: 'Name', max: 120 }).min(1);
const multi = plainText({ label: 'Note', max: 2000, multiline: true });

const messageOf = (
  schema: {
    safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
  },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error!.issues[0].message;
};

const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** Every C0 control character but tab, LF and CR, DEL and every C1 control character. */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i).filter(
    (c) => c !== 0x09 && c !== 0x0a && c !== 0x0d,
  ),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
];
const LINE_BREAKS = [0x09, 0x0a, 0x0d, 0x2028, 0x2029];
const BIDI = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];

describe('plainText refuses control characters', () => {
  it.each(CONTROLS.map((c) => [hex(c), c] as const))('%s in a single-line field', (_, code) => {
    expect(messageOf(single, `a${String.fromCharCode(code)}b`)).toBe(
      'Name contains a control character (such as NUL); please remove it.',
    );
  });

  it.each(CONTROLS.map((c) => [hex(c), c] as const))('%s in a multi-line field', (_, code) => {
    expect(messageOf(multi, `a${String.fromCharCode(code)}b`)).toBe(
      'Note contains a control character (such as NUL); please remove it.',
    );
  });

  it('NUL at the start, the end and alone', () => {
    for (const value of ['\u0000abc', 'abc\u0000', '\u0000']) {
      expect(messageOf(single, value)).toMatch(/control character/);
    }
  });
});

describe('tab and line breaks', () => {
  it.each(LINE_BREAKS.map((c) => [hex(c), c] as const))(
    '%s is refused inside a single-line field',
    (_, code) => {
      expect(messageOf(single, `a${String.fromCharCode(code)}b`)).toBe(
        'Name must be one line: remove tabs and line breaks.',
      );
    },
  );

  it.each(LINE_BREAKS.map((c) => [hex(c), c] as const))(
    '%s is kept in a multi-line field',
    (_, code) => {
      const value = `a${String.fromCharCode(code)}b`;
      expect(multi.parse(value)).toBe(value);
    },
  );

  it('surrounding white space (tabs and newlines too) is trimmed, not refused', () => {
    expect(single.parse('\t  Main lot \n')).toBe('Main lot');
  });
});

describe('direction characters', () => {
  it.each(BIDI.map((c) => [hex(c), c] as const))('%s is refused', (_, code) => {
    const value = `evil${String.fromCharCode(code)}txt.exe`;
    expect(messageOf(single, value)).toBe(
      'Name contains a text-direction control character; please remove it.',
    );
    expect(messageOf(multi, value)).toMatch(/text-direction/);
    expect(textProblem(value)).toBe('bidi');
  });

  it('a lone surrogate is refused', () => {
    expect(messageOf(single, 'a\ud800b')).toMatch(/invalid character/);
    expect(messageOf(single, 'a\udc00b')).toMatch(/invalid character/);
  });
});

describe('text that is fine', () => {
  it.each([
    ['emoji', 'Lot 🚗 north 👍🏽'],
    ['Hebrew', 'חניה צפון'],
    ['Arabic', 'موقف السيارات'],
    ['accents', 'José Muñoz'],
    ['CJK', '駐車場'],
    ['a left-to-right mark (not an override)', 'a\u200eb'],
    ['symbols', `O'Brien & Sons <lot> "1" = 2; --`],
  ])('%s', (_, value) => {
    expect(single.parse(value)).toBe(value);
    expect(textProblem(value)).toBeNull();
  });
});

describe('length caps', () => {
  it('takes exactly max characters and refuses one more', () => {
    expect(single.parse('x'.repeat(120))).toHaveLength(120);
    expect(messageOf(single, 'x'.repeat(121))).toBe('Name is at most 120 characters.');
  });

  it('counts after trimming', () => {
    expect(single.parse(`  ${'x'.repeat(120)}  `)).toHaveLength(120);
  });

  it('uses the given too-long text', () => {
    const capped = plainText({
      label: 'Plate',
      max: 16,
      tooLong: 'Plates are at most 16 characters.',
    });
    expect(messageOf(capped, 'A'.repeat(17))).toBe('Plates are at most 16 characters.');
  });

  it('searchText caps at TEXT_MAX.search and names the field', () => {
    expect(messageOf(searchText(), 'q'.repeat(TEXT_MAX.search + 1))).toBe(
      `Search is at most ${TEXT_MAX.search} characters.`,
    );
    expect(messageOf(searchText(), 'a\u0000b')).toMatch(/^Search contains a control character/);
  });

  it('refuses a value that is not text', () => {
    expect(messageOf(single, 42)).toBe('Name must be text.');
  });
});

describe('e-mail addresses', () => {
  const local = (n: number) => 'a'.repeat(n);
  /** A valid address of exactly n characters. */
  const addressOf = (n: number) => {
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.test`;
    return `${local(n - domain.length - 1)}@${domain}`;
  };

  it('takes 254 characters and refuses 255 (emailText and the format-checked email)', () => {
    expect(addressOf(254)).toHaveLength(254);
    expect(emailText().parse(addressOf(254))).toBe(addressOf(254));
    expect(messageOf(emailText(), addressOf(255))).toBe(
      'Email addresses are at most 254 characters.',
    );
    expect(messageOf(email, addressOf(255))).toBe('Email addresses are at most 254 characters.');
  });

  it('refuses a 1 MB address by its length', () => {
    expect(messageOf(emailText(), 'a'.repeat(1024 * 1024))).toBe(
      'Email addresses are at most 254 characters.',
    );
  });

  it.each([
    ['NUL', 'admin@demo.test\u0000'],
    ['a newline', 'admin@demo.test\nBcc: x@y.z'],
    ['a right-to-left override', 'admin\u202e@demo.test'],
  ])('refuses %s', (_, value) => {
    expect(messageOf(emailText(), value)).toMatch(/^Email /);
    expect(messageOf(email, value)).toMatch(/^Email /);
  });
});

describe('passwords', () => {
  const password = passwordText({ max: 128, tooLong: 'Passwords are at most 128 characters.' });

  it('keeps every character but NUL, untrimmed', () => {
    for (const value of [' pass word ', 'tab\there', 'new\nline', 'ß€😀\u202e', 'bell\u0007']) {
      expect(password.parse(value)).toBe(value);
    }
  });

  it('refuses NUL and over-long passwords', () => {
    expect(messageOf(password, 'abc\u0000def')).toBe(
      'Password contains a NUL character; please remove it.',
    );
    expect(messageOf(password, 'x'.repeat(129))).toBe('Passwords are at most 128 characters.');
  });
});
