/**
 * First-load JS of every route from the last `next build` (run `npm run build` first), gzip:
 * - "next": the page's own entry chunks, counted as `next build` prints First Load JS;
 * - "with layouts": every chunk the page and the layouts above it load (what a browser really
 *   downloads before the page is interactive; stricter than the build's figure);
 * and whether Leaflet or zod is among them. Run: `npm run bench:first-load`.
 *
 * The check (exit code 1) applies the budget to "with layouts" for every route (issue 11):
 * ≤ 130 kB, or ≤ 200 kB for a route with a map or a calendar (MAP_ROUTES). Leaflet itself must
 * never be in a first load (maps load on demand), nor zod: the browser's first load builds URLs
 * from the plain route tables (lib/contract/<area>/bff-routes.ts) and reads constants from the
 * zod-free constants modules; forms that validate with zod load with their dialogs.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const next = path.join(root, '.next');
const manifest = JSON.parse(readFileSync(path.join(next, 'app-build-manifest.json'), 'utf8')) as {
  pages: Record<string, string[]>;
};
const buildManifest = JSON.parse(readFileSync(path.join(next, 'build-manifest.json'), 'utf8')) as {
  polyfillFiles: string[];
  rootMainFiles: string[];
};

const LIMIT_KB = Number(process.env.FIRST_LOAD_LIMIT_KB ?? 130);
const MAP_LIMIT_KB = Number(process.env.FIRST_LOAD_MAP_LIMIT_KB ?? 200);

/** Routes whose first view holds a map or a calendar. */
const MAP_ROUTES = [
  /^\/\(dashboard\)\/overview\/page$/,
  /^\/\(dashboard\)\/(scans|alerts)\/\[uuid\]\/page$/,
  /\/geofence\/page$/,
  /calendar|schedule/,
  /^\/\(dashboard\)\/meter\/\[id\]\/rates\/page$/,
];

function budgetOf(page: string): number {
  return MAP_ROUTES.some((re) => re.test(page)) ? MAP_LIMIT_KB : LIMIT_KB;
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

function gzipKb(files: string[]): number {
  return files.reduce((sum, f) => sum + gzipBytes(f), 0) / 1024;
}

function pageChunks(page: string): string[] {
  return (manifest.pages[page] ?? []).filter((f) => f.endsWith('.js'));
}

function chunksOf(page: string): string[] {
  // A page loads its own chunks and those of every layout above it.
  const segments = page.split('/').slice(0, -1);
  const layouts = segments.map((_, i) => `${segments.slice(0, i + 1).join('/') || ''}/layout`);
  const files = new Set<string>(buildManifest.rootMainFiles);
  for (const key of [...layouts, page]) for (const f of manifest.pages[key] ?? []) files.add(f);
  return [...files].filter((f) => f.endsWith('.js'));
}

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

const pages = Object.keys(manifest.pages)
  .filter((p) => p.endsWith('/page') && !p.startsWith('/api/'))
  .sort();
const over: string[] = [];
const sizes = new Map<string, number>();
console.log(
  'page                                          next  with layouts  budget  leaflet  zod',
);
for (const page of pages) {
  const files = chunksOf(page);
  const kb = gzipKb(files);
  const nextKb = gzipKb(pageChunks(page));
  const leaflet = hasLeaflet(files);
  const budget = budgetOf(page);
  const zod = hasZod(files);
  const ok = kb <= budget && !leaflet && !zod;
  sizes.set(page, kb);
  if (!ok) over.push(page);
  console.log(
    `${page.padEnd(44)} ${nextKb.toFixed(1).padStart(6)} kB ${kb.toFixed(1).padStart(9)} kB  ${String(budget).padStart(4)} kB  ${leaflet ? 'yes' : 'no '}      ${zod ? 'yes' : 'no '}  ${ok ? '✓' : '✗ over budget'}`,
  );
}
/**
 * The public meter pages (issue 14): the meter page has the smallest first load of any page; the
 * receipt (its countdown is its only script) stays within the permit portal's checkout.
 */
const METER_PAGE = '/(portal)/portal/[subdomain]/meter/[zoneId]/page';
const RECEIPT_PAGE = '/(portal)/portal/[subdomain]/session/receipt/page';
const PERMIT_CHECKOUT = '/(portal)/portal/[subdomain]/permit/[id]/verify/page';
// The catch-all page only redirects (unknown paths → /orgs): no page a person reads.
const smallest = Math.min(
  ...[...sizes].filter(([page]) => page !== '/[...unknown]/page').map(([, kb]) => kb),
);
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
if (over.length > 0) {
  console.log(`\n${over.length} route(s) over budget or with zod: ${over.join(', ')}`);
  process.exit(1);
}
console.log(
  `\nEvery route within budget (${LIMIT_KB} kB; ${MAP_LIMIT_KB} kB with a map or calendar).`,
);
