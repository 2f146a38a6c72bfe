import {
  FILE_MAX,
  isProductionFile,
  lineCount,
  longFunctions,
  sizeReport,
} from '@/scripts/size-report';

/** `npm run size:report`: long production files and long functions, with `// size:` exemptions. */
describe('size report', () => {
  const body = (n: number) =>
    Array.from({ length: n }, (_, i) => `  const v${i} = ${i};`).join('\n');

  it.each([
    ['a function declaration', (n: number) => `function big() {\n${body(n)}\n}\n`, 'big'],
    [
      'an arrow bound to a const',
      (n: number) => `export const big = () => {\n${body(n)}\n};\n`,
      'big',
    ],
    [
      'a component in memo()',
      (n: number) => `export const Big = memo(function () {\n${body(n)}\n});\n`,
      'Big',
    ],
    ['a method', (n: number) => `class A {\n  big() {\n${body(n)}\n  }\n}\n`, 'big'],
    ['a property', (n: number) => `const o = {\n  big: () => {\n${body(n)}\n  },\n};\n`, 'big'],
  ])('finds %s over 80 lines and not one of 80', (_what, source, name) => {
    // n body lines + the two lines of the braces
    expect(longFunctions(source(78), 'a.ts')).toEqual([]);
    expect(longFunctions(source(79), 'a.ts')).toEqual([
      expect.objectContaining({ name, lines: 81 }),
    ]);
  });

  it.each([
    [
      'above a declaration',
      `// size: one table of the spec's steps\nfunction big() {\n${body(90)}\n}\n`,
    ],
    [
      'above the const that binds it',
      `/** Docs. */\n// size: one table of the spec's steps\nexport const big = () => {\n${body(90)}\n};\n`,
    ],
  ])('a // size: comment %s exempts it, with its reason', (_where, source) => {
    expect(longFunctions(source, 'a.ts')).toEqual([
      expect.objectContaining({ name: 'big', exemptBecause: "one table of the spec's steps" }),
    ]);
  });

  it('a comment without a reason, or elsewhere, exempts nothing', () => {
    const source = `// size:\nfunction big() {\n  // size: inside\n${body(90)}\n}\n`;
    expect(longFunctions(source, 'a.ts')[0].exemptBecause).toBeUndefined();
  });

  it('reads JSX', () => {
    const rows = Array.from({ length: 90 }, () => '      <p>x</p>').join('\n');
    const source = `export function Screen() {\n  return (\n    <div>\n${rows}\n    </div>\n  );\n}\n`;
    expect(longFunctions(source, 'Screen.tsx')).toEqual([
      expect.objectContaining({ name: 'Screen', lines: 96 }),
    ]);
  });

  it.each([
    ['components/ui/Table.tsx', true],
    ['provider/services/meters/rates.ts', true],
    ['proxy.ts', true],
    ['lib/contract/types.d.ts', false],
    ['tests/unit/core/format.test.ts', false],
    ['bench/load.ts', false],
    ['scripts/size-report.ts', false],
    ['provider/db/migrations/0001.sql', false],
  ])('%s is production code: %s', (file, production) => {
    expect(isProductionFile(file)).toBe(production);
  });

  it('lists files over 300 lines, longest first, and skips what is not production code', () => {
    const lines = (n: number) => 'x;\n'.repeat(n);
    expect(lineCount(lines(FILE_MAX))).toBe(FILE_MAX);
    const report = sizeReport([
      { file: 'lib/a.ts', text: lines(301) },
      { file: 'lib/b.ts', text: lines(300) },
      { file: 'server/c.ts', text: lines(400) },
      { file: 'tests/d.ts', text: lines(900) },
    ]);
    expect(report.longFiles).toEqual([
      { file: 'server/c.ts', lines: 400 },
      { file: 'lib/a.ts', lines: 301 },
    ]);
  });
});
