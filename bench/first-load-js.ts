/**
 * First-load JS of each page from the last `next build` (run `npm run build` first), gzip:
 * - "next": the page's own entry chunks, counted as `next build` prints First Load JS;
 * - "with layouts": every chunk the page and the layouts above it load (what a browser really
 *   downloads before the page is interactive; stricter than the build's figure);
 * and whether Leaflet is among them. Run: `npm run bench:first-load`. The check (exit code)
 * applies the limit to the build's figure, as the issue states it.
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

function pageChunks(page: string): string[] {
  return (manifest.pages[page] ?? []).filter((f) => f.endsWith('.js'));
}

function gzipKb(files: string[]): number {
  let bytes = 0;
  for (const file of files)
    bytes += gzipSync(readFileSync(path.join(next, file)), { level: 9 }).length;
  return bytes / 1024;
}

function chunksOf(page: string): string[] {
  // A page loads its own chunks and those of every layout above it.
  const segments = page.split('/').slice(0, -1);
  const layouts = segments.map((_, i) => `${segments.slice(0, i + 1).join('/') || ''}/layout`);
  const files = new Set<string>(buildManifest.rootMainFiles);
  for (const key of [...layouts, page]) for (const f of manifest.pages[key] ?? []) files.add(f);
  return [...files].filter((f) => f.endsWith('.js'));
}

let failed = false;
console.log('page                                      next  with layouts  leaflet');
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
  const nextKb = gzipKb(pageChunks(page));
  const ok = nextKb <= LIMIT_KB && !leaflet;
  const mark = watched.includes(page) ? (ok ? `  ✓ ≤ ${LIMIT_KB} kB` : `  ✗ > ${LIMIT_KB} kB`) : '';
  if (watched.includes(page) && !ok) failed = true;
  console.log(
    `${page.padEnd(40)} ${nextKb.toFixed(1).padStart(6)} kB ${kb.toFixed(1).padStart(9)} kB  ${leaflet ? 'yes' : 'no '}${mark}`,
  );
}
process.exit(failed ? 1 : 0);
