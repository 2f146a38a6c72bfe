import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const root = dirname(fileURLToPath(import.meta.url));

/**
 * Area folders whose insides other code reaches only through the area's index.ts (a contract
 * area also through its bff.ts, the browser-facing half, and bff-routes.ts, its zod-free route
 * table). Inside an area, files import each other directly.
 */
const AREA_TIERS = [
  { dir: 'provider/services', entries: ['index'] },
  { dir: 'lib/contract', entries: ['index', 'bff', 'bff-routes', 'constants'] },
  { dir: 'server/bff/routes', entries: ['index'] },
];

/**
 * Every BFF endpoint is declared once (server/bff/endpoint.ts) and every page lists its first
 * view's keys (server/first-view.ts): the handlers and the pages these rules keep free of the
 * ceremony the declaration does.
 */
const ONE_DECLARATION_HANDLERS = ['server/bff/routes/**/*.{ts,tsx}'];
const ONE_DECLARATION_PAGES = ['app/**/page.tsx', 'app/**/layout.tsx'];
/** What a handler of such an area never does itself. */
const HANDLER_CEREMONY = [
  'parseBody',
  'parseParams',
  'parseQuery',
  'parseInput',
  'refuseAs',
  'requireSession',
  'requireOrg',
  'on',
  'bffRouter',
];
/**
 * The dashboard's tiers reach the provider only through its public entry (provider/index.ts);
 * infrastructure both tiers share (logging, client address, body streams, error shapes,
 * version, shutdown) is in platform/.
 */
const DASHBOARD_TIERS = ['server/', 'app/', 'lib/', 'components/'];
const PROVIDER_ENTRIES = ['provider', 'provider/index'];

/** Pages import UI parts from their files: the kit's index pulls every part into the page. */
const UI_INDEX_IMPORT = {
  name: '@/components/ui',
  message: "Import each part from its file ('@/components/ui/Button').",
};

/** `tier/area/rest` of a repository path, or null outside the area tiers. */
function areaOf(path) {
  for (const tier of AREA_TIERS) {
    if (!path.startsWith(tier.dir + '/')) continue;
    const [area, ...rest] = path.slice(tier.dir.length + 1).split('/');
    if (rest.length === 0) return null; // a shared file at the tier's root
    return { tier, area, rest: rest.join('/') };
  }
  return null;
}

const areaBoundaries = {
  meta: {
    type: 'problem',
    messages: {
      internal: "Import another area's {{tier}}/{{area}} through its index ({{entries}}).",
      providerInternal:
        "Import the provider through its entry ('@/provider'); shared infrastructure is in '@/platform/*'.",
    },
  },
  create(context) {
    const from = relative(root, context.filename).split(sep).join('/');
    // A test in tests/<tier>/<area>/ may reach into its own area (unit tests of one file).
    const testArea = /^tests\/[^/]+\/([^/]+)\//.exec(from)?.[1];
    const fromArea = areaOf(from);
    const check = (node) => {
      const spec = node?.value;
      if (typeof spec !== 'string') return;
      let target;
      if (spec.startsWith('@/')) target = spec.slice(2);
      else if (spec.startsWith('.'))
        target = relative(root, resolve(dirname(context.filename), spec));
      else return;
      target = target
        .split(sep)
        .join('/')
        .replace(/\.(ts|tsx|js)$/, '');
      if (
        DASHBOARD_TIERS.some((tier) => from.startsWith(tier)) &&
        target.startsWith('provider/') &&
        !PROVIDER_ENTRIES.includes(target)
      ) {
        context.report({ node, messageId: 'providerInternal' });
        return;
      }
      const to = areaOf(target);
      if (!to || to.tier.entries.includes(to.rest)) return;
      if (fromArea && fromArea.tier === to.tier && fromArea.area === to.area) return;
      if (testArea === to.area) return;
      context.report({
        node,
        messageId: 'internal',
        data: { tier: to.tier.dir, area: to.area, entries: to.tier.entries.join(', ') },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Per-area layout: another area's insides only through its index.ts.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { vert: { rules: { 'area-boundaries': areaBoundaries } } },
    rules: { 'vert/area-boundaries': 'error' },
  },
  {
    // Browser-side code never imports server or provider code (secrets, database).
    files: ['components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/server/*', '@/provider/*', '**/server/*', '**/provider/*'],
              message: 'Browser code must not import server/ or provider/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The whole message catalogue is the server's; a screen imports its area's texts
    // ('@/lib/messages/<area>'), so a first load carries only the texts it shows.
    files: ['components/**/*.{ts,tsx}', 'lib/hooks/**/*.{ts,tsx}', 'lib/fetcher.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/messages',
              message: "Import the area's texts: '@/lib/messages/<area>'.",
            },
            {
              name: '@/components/ui',
              message:
                "Import each part from its file ('@/components/ui/Button'): the index pulls every part into the page.",
            },
          ],
          patterns: [
            {
              group: ['@/server/*', '@/provider/*', '**/server/*', '**/provider/*'],
              message: 'Browser code must not import server/ or provider/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Pages import UI parts from their files too (the index pulls every part into the page).
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [UI_INDEX_IMPORT],
        },
      ],
    },
  },
  {
    // One declaration per endpoint (server/bff/endpoint.ts): an endpoint's input is parsed, its
    // guards applied and its refusal texts put in place by its definition, never by the handler.
    files: ONE_DECLARATION_HANDLERS,
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.name=/^(${HANDLER_CEREMONY.join('|')})$/]`,
          message:
            'Declare the input, guards and refusals on the endpoint (server/bff/endpoint.ts); the handler receives them parsed.',
        },
      ],
    },
  },
  {
    // A page lists the keys of its first view (server/first-view.ts: bffFirstView); the BFF
    // route answers them with its own guards, loader and refusals, so a page repeats none.
    files: ONE_DECLARATION_PAGES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [UI_INDEX_IMPORT],
          patterns: [
            {
              group: ['@/server/bff/*', '@/server/bff/**'],
              message:
                "A page's first view goes through the BFF route (bffFirstView with the route's key): no loader, guard or refusal table in the page.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(firstView|firstSessionView|firstPublicView|parseInput)$/]',
          message: "List the page's first-view keys with bffFirstView instead.",
        },
      ],
    },
  },
  {
    // Journeys take `test` from their shared fixture: it fails a test on console errors and CSP
    // violations.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import from './support/test'." }] },
      ],
    },
  },
  {
    files: ['tests/**/*.js', 'scripts/**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
];

export default config;
