/**
 * First-load JS of every route from the last `next build` (run `npm run build` first), gzip,
 * with the layouts above the page (what a browser downloads before the page is interactive),
 * measured against the framework's own floor in the same build (issue 26). Run:
 * `npm run bench:first-load`.
 *
 * The floor is the smallest page the app has: the catch-all `[...unknown]` page, which renders
 * nothing of its own (it redirects), so its first load is Next's runtime, React and the root
 * layout: what any page of this build costs. Budgets are margins over it, so they survive a
 * framework upgrade:
 * - portal pages (customers on phones): ≤ floor + 10 kB;
 * - a route whose first view holds a map or a calendar (MAP_ROUTES): ≤ floor + 100 kB;
 * - every other page (the data screens, sign-in, organisations): ≤ floor + 30 kB.
 * Leaflet itself must never be in a first load (maps load on demand), nor zod: the browser's
 * first load builds URLs from the plain route tables (lib/contract/<area>/bff-routes.ts).
 * The public meter page must be the smallest page (the floor aside), and the meter receipt no
 * bigger than the permit checkout. Exit code 1 when any of this fails.
 *
 * The build's per-route script lists come from Turbopack's client reference manifests
 * (`entryJSFiles`: the page and every layout above it) plus the build's root scripts.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const next = path.join(root, '.next');

export const FLOOR_PAGE = '/[...unknown]/page';
/** The margins over the floor, kB gzip. */
export const MARGIN_KB = { data: 30, map: 100, portal: 10 } as const;

/** Routes whose first view holds a map or a calendar. */
const MAP_ROUTES = [
  /^\/\(dashboard\)\/overview\/page$/,
  /^\/\(dashboard\)\/(scans|alerts)\/\[uuid\]\/page$/,
  /\/geofence\/page$/,
  /calendar|schedule/,
  /^\/\(dashboard\)\/meter\/\[id\]\/rates\/page$/,
];

export type RouteKind = keyof typeof MARGIN_KB;

export function kindOf(page: string): RouteKind {
  if (page.startsWith('/(portal)/')) return 'portal';
  return MAP_ROUTES.some((re) => re.test(page)) ? 'map' : 'data';
}

/** Every page's client reference manifest under .next/server/app. */
function manifestFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...manifestFiles(full));
    else if (entry === 'page_client-reference-manifest.js') out.push(full);
  }
  return out;
}

type ClientManifest = { entryJSFiles?: Record<string, string[]> };

/** Page → the script files its first load fetches (root scripts, layouts, the page). */
function pageScripts(): Map<string, string[]> {
  const buildManifest = JSON.parse(
    readFileSync(path.join(next, 'build-manifest.json'), 'utf8'),
  ) as {
    rootMainFiles: string[];
  };
  const pages = new Map<string, string[]>();
  for (const file of manifestFiles(path.join(next, 'server', 'app'))) {
    const sandbox: { __RSC_MANIFEST?: Record<string, ClientManifest> } = {};
    runInNewContext(readFileSync(file, 'utf8'), sandbox);
    for (const [page, manifest] of Object.entries(sandbox.__RSC_MANIFEST ?? {})) {
      if (!page.endsWith('/page') || page.startsWith('/_')) continue;
      const entries = manifest.entryJSFiles;
      if (!entries) {
        throw new Error(
          `${path.relative(root, file)} lists no entryJSFiles: build with Turbopack (npm run build)`,
        );
      }
      const own = entries[`[project]/app${page}`] ?? [];
      const files = new Set<string>(buildManifest.rootMainFiles);
      for (const [segment, list] of Object.entries(entries)) {
        if (segment.endsWith('/layout')) for (const f of list) files.add(f);
      }
      for (const f of own) files.add(f);
      pages.set(
        page,
        [...files].filter((f) => f.endsWith('.js')),
      );
    }
  }
  return pages;
}

const gzipCache = new Map<string, number>();
function gzipBytes(file: string): number {
  let bytes = gzipCache.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(readFileSync(path.join(next, file)), { level: 9 }).length;
    gzipCache.set(file, bytes);
  }
  return bytes;
}

const kbOf = (files: string[]) => files.reduce((sum, f) => sum + gzipBytes(f), 0) / 1024;

function hasLeaflet(files: string[]): boolean {
  return files.some((file) => {
    const content = readFileSync(path.join(next, file));
    return (
      /leaflet/i.test(content.toString('latin1').slice(0, 200_000)) && content.includes('L.Map')
    );
  });
}

/** zod's core registers its classes by name; the names survive minification. */
function hasZod(files: string[]): boolean {
  return files.some((file) => readFileSync(path.join(next, file)).includes('"$ZodType"'));
}

function main() {
  if (!existsSync(path.join(next, 'build-manifest.json'))) {
    console.error('No build in .next: run `npm run build` first.');
    process.exit(1);
  }
  const scripts = pageScripts();
  const floorFiles = scripts.get(FLOOR_PAGE);
  if (!floorFiles) throw new Error(`the floor page ${FLOOR_PAGE} is not in the build`);
  const floor = kbOf(floorFiles);
  const over: string[] = [];
  const sizes = new Map<string, number>();
  console.log(`floor (${FLOOR_PAGE}: Next, React, the root layout): ${floor.toFixed(1)} kB gzip\n`);
  console.log(
    'page                                                   first load   margin  budget  leaflet zod',
  );
  for (const page of [...scripts.keys()].sort()) {
    if (page === FLOOR_PAGE) continue;
    const files = scripts.get(page)!;
    const kb = kbOf(files);
    const margin = kb - floor;
    const budget = MARGIN_KB[kindOf(page)];
    const leaflet = hasLeaflet(files);
    const zod = hasZod(files);
    const ok = margin <= budget && !leaflet && !zod;
    sizes.set(page, kb);
    if (!ok) over.push(page);
    console.log(
      `${page.padEnd(54)} ${kb.toFixed(1).padStart(7)} kB ${`+${margin.toFixed(1)}`.padStart(7)} kB  +${String(budget).padStart(3)} kB  ${leaflet ? 'yes' : 'no '}     ${zod ? 'yes' : 'no '}  ${ok ? '✓' : '✗ over budget'}`,
    );
  }
  const METER_PAGE = '/(portal)/portal/[subdomain]/meter/[zoneId]/page';
  const RECEIPT_PAGE = '/(portal)/portal/[subdomain]/session/receipt/page';
  const PERMIT_CHECKOUT = '/(portal)/portal/[subdomain]/permit/[id]/verify/page';
  const smallest = Math.min(...sizes.values());
  const meterKb = sizes.get(METER_PAGE);
  if (meterKb !== undefined) {
    const receiptKb = sizes.get(RECEIPT_PAGE) ?? 0;
    const permitKb = sizes.get(PERMIT_CHECKOUT) ?? Infinity;
    console.log(
      `\nmeter page ${meterKb.toFixed(1)} kB (smallest page ${smallest.toFixed(1)} kB); receipt ${receiptKb.toFixed(1)} kB (permit checkout ${permitKb.toFixed(1)} kB)`,
    );
    if (meterKb > smallest + 0.05) over.push(`${METER_PAGE} (not the smallest)`);
    if (receiptKb > permitKb) over.push(`${RECEIPT_PAGE} (over the permit checkout)`);
  }
  console.log(
    `load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
  );
  if (over.length > 0) {
    console.log(`\n${over.length} route(s) over budget or with zod: ${over.join(', ')}`);
    process.exit(1);
  }
  console.log(
    `\nEvery route within its margin over the floor (data +${MARGIN_KB.data} kB, map or calendar +${MARGIN_KB.map} kB, portal +${MARGIN_KB.portal} kB).`,
  );
}

main();
