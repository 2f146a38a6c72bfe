/**
 * The lint rules that keep one declaration per endpoint (eslint.config.mjs): a handler of a
 * declared area never parses its own input, applies guards or switches refusal texts; a page of
 * such an area never imports a loader, guard or refusal table of the BFF, and lists its first
 * view's keys instead of loading it.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';

const root = path.resolve(__dirname, '../../..');

type Case = { file: string; code: string };

/**
 * Lints every case in one child process with the project's ESLint config (an ES module config,
 * which Jest's module system cannot load), keeping the two rules' messages.
 */
function lintAll(cases: Case[]): string[][] {
  const script = `
    const { ESLint } = await import('eslint');
    const eslint = new ESLint({ cwd: process.cwd() });
    const cases = JSON.parse(process.env.CASES);
    const out = [];
    for (const c of cases) {
      const [r] = await eslint.lintText(c.code, { filePath: c.file });
      out.push(r.messages.filter((m) => m.ruleId === 'no-restricted-syntax' || m.ruleId === 'no-restricted-imports').map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    env: {
      ...process.env,
      CASES: JSON.stringify(cases.map((c) => ({ ...c, file: path.join(root, c.file) }))),
    },
  });
  return JSON.parse(output.toString()) as string[][];
}

const cases: Case[] = [];
let results: string[][] = [];
/** Registers a case now; its messages once every case is linted (beforeAll). */
function lintLater(file: string, code: string): () => string[] {
  const at = cases.push({ file, code }) - 1;
  return () => results[at];
}

const HANDLER = 'server/bff/routes/lists/example.ts';
const PAGE = 'app/(dashboard)/lists/example/page.tsx';
const DECLARE = /Declare the input, guards and refusals on the endpoint/;

const handlerCases = [
  ['parses its body', 'parseBody(c, schema);'],
  ['parses its params', 'parseParams(c, schema);'],
  ['parses its query', 'parseQuery(c, schema);'],
  ['switches refusal texts', 'refuseAs(c, {});'],
  ['mounts a route by hand', 'on(router, route, requireSession, handler);'],
].map(([what, code]) => [what, lintLater(HANDLER, `${code}\nexport {};\n`)] as const);

/** Every area moved so far: a handler of it that parses its own query is refused. */
const areaCases = ['lpr', 'reports', 'meters'].map(
  (area) =>
    [
      area,
      lintLater(`server/bff/routes/${area}/example.ts`, 'parseQuery(c, schema);\nexport {};\n'),
    ] as const,
);
/** And their pages (a meter's layout too) import no loader or refusal table of the BFF. */
const areaPages = [
  'app/(dashboard)/scans/example/page.tsx',
  'app/(dashboard)/reports/example/page.tsx',
  'app/(public)/shared/reports/example/page.tsx',
  'app/(dashboard)/meter/example/layout.tsx',
].map(
  (file) =>
    [
      file,
      lintLater(
        file,
        "import { loadX } from '@/server/bff/views/x';\nexport default function P() { return null; }\n",
      ),
    ] as const,
);

const declared = lintLater(
  HANDLER,
  [
    "import { endpoint } from '../../endpoint';",
    'export const e = endpoint(route, { params, handler: ({ params }) => params });',
    'declare const route: never, params: never;',
  ].join('\n'),
);

const pageImports = [
  ['a loader', "import { loadList } from '@/server/bff/views/lists';"],
  ['a refusal table', "import { listsRefusals } from '@/server/bff/routes/lists';"],
].map(
  ([what, code]) =>
    [what, lintLater(PAGE, `${code}\nexport default function P() { return null; }\n`)] as const,
);
const pageLoads = lintLater(
  PAGE,
  'export default async function P() { await firstView({}); return null; }',
);
const pageKeys = lintLater(
  PAGE,
  [
    "import { bffFirstView } from '@/server/first-view';",
    "export default async function P() { await bffFirstView('/api/lists'); return null; }",
  ].join('\n'),
);

beforeAll(() => {
  results = lintAll(cases);
}, 120_000);

describe('one declaration per endpoint', () => {
  it.each(handlerCases)('refuses a handler that %s', (_, messages) => {
    expect(messages().join('\n')).toMatch(DECLARE);
  });

  it.each(areaCases)('refuses a %s handler that parses its own query', (_, messages) => {
    expect(messages().join('\n')).toMatch(DECLARE);
  });

  it.each(areaPages)('refuses %s importing a loader', (_, messages) => {
    expect(messages().join('\n')).toMatch(/first view goes through the BFF route/);
  });

  it('accepts an endpoint declared with its schemas', () => {
    expect(declared()).toEqual([]);
  });

  it.each(pageImports)('refuses a page that imports %s', (_, messages) => {
    expect(messages().join('\n')).toMatch(/first view goes through the BFF route/);
  });

  it('refuses a page that loads its first view itself', () => {
    expect(pageLoads().join('\n')).toMatch(/bffFirstView/);
  });

  it('accepts a page that lists its keys', () => {
    expect(pageKeys()).toEqual([]);
  });
});
