/**
 * First-load JS of each page from the last `next build` (run `npm run build` first):
 * the gzip size of every JS chunk the page and its layouts load, summed, and whether
 * Leaflet is among them. Run: `npm run bench:first-load`.
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
const watched = (process.argv[2] ?? '/(dashboard)/scans/page').split(',');

function chunksOf(page: string): string[] {
  // A page loads its own chunks and those of every layout above it.
  const segments = page.split('/').slice(0, -1);
  const layouts = segments.map((_, i) => `${segments.slice(0, i + 1).join('/') || ''}/layout`);
  const files = new Set<string>(buildManifest.rootMainFiles);
  for (const key of [...layouts, page]) for (const f of manifest.pages[key] ?? []) files.add(f);
  return [...files].filter((f) => f.endsWith('.js'));
}

let failed = false;
console.log('page                                   first-load JS (gzip)  leaflet');
for (const page of Object.keys(manifest.pages)
  .filter((p) => p.endsWith('/page'))
  .sort()) {
  const files = chunksOf(page);
  let bytes = 0;
  let leaflet = false;
  for (const file of files) {
    const content = readFileSync(path.join(next, file));
    bytes += gzipSync(content, { level: 9 }).length;
    if (/leaflet/i.test(content.toString('latin1').slice(0, 200_000)) && content.includes('L.Map'))
      leaflet = true;
  }
  const kb = bytes / 1024;
  const mark = watched.includes(page)
    ? kb <= LIMIT_KB
      ? '  ✓ ≤ ' + LIMIT_KB + ' kB'
      : '  ✗ > ' + LIMIT_KB + ' kB'
    : '';
  if (watched.includes(page) && (kb > LIMIT_KB || leaflet)) failed = true;
  console.log(
    `${page.padEnd(40)} ${kb.toFixed(1).padStart(8)} kB  ${leaflet ? 'yes' : 'no '}${mark}`,
  );
}
process.exit(failed ? 1 : 0);
