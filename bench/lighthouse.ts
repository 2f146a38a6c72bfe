/**
 * Lighthouse scores of a page of every route family of the dashboard and the portals, mobile and
 * desktop, median of 3 runs: performance, accessibility, best practices, LCP, TBT and CLS, with
 * the misses against the targets (performance ≥ 0.95 desktop and ≥ 0.90 mobile, TBT ≤ 300 ms
 * mobile, CLS ≤ 0.05, accessibility 1.00) marked ✗, and the host's load average beside each page.
 *
 * Run: `npm run bench:lighthouse` (exit code 1 when a page misses a target).
 * - Without --url it starts the production server itself (`scripts/start.ts`: builds first when
 *   there is no build yet, `--build` rebuilds) on --port (3190 by default) with a throwaway
 *   embedded database (seeded with the demo on start), the demo patrol off (fixed data), and
 *   MAP_TILE_URL set to a same-origin data URL so the maps' tiles load offline and don't count
 *   against best practices.
 * - --url http://host:port measures a server already running (its own tiles: offline, the
 *   OpenStreetMap tiles fail and cost best practices, console errors).
 * - --runs N (3), --only /scans,/alerts (pages whose label starts so), --form mobile|desktop.
 *
 * It signs in through the BFF as admin@demo.test (POST /api/session, then POST /api/orgs/select
 * of Northgate) and hands the session cookie to Lighthouse (extraHeaders); /login and the shared
 * report are measured without it. Chromium: /usr/bin/chromium (CHROME_PATH overrides).
 * Medians are per metric over the runs (each column its own median).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Flags } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium';

const root = path.resolve(import.meta.dirname, '..');
const DEMO_EMAIL = 'admin@demo.test';
const DEMO_PASSWORD = 'Parking@2026';
const DEMO_ORG = 'Northgate University Parking';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const TARGET = { desktop: 0.95, mobile: 0.9, accessibility: 1, mobileTbt: 300, cls: 0.05 } as const;

type Form = 'mobile' | 'desktop';

/**
 * The browser's zone as a returning browser's cookie tells it (lib/hooks/first-view-tz), sent
 * with every page, signed in or not: the server renders the zone-dependent first views and the
 * page writes no cookie of its own (a cookie in the browser's jar would replace the Cookie
 * header Lighthouse sends, and with it the session).
 */
const ZONE_COOKIE = `tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC')}`;

interface Args {
  runs: number;
  only: string[];
  port: number;
  url: string | null;
  forms: Form[];
  build: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = {
    runs: 3,
    only: [],
    port: 3190,
    url: null,
    forms: ['mobile', 'desktop'],
    build: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--runs') args.runs = Math.max(1, Number(value()));
    else if (flag === '--only') args.only = value().split(',').filter(Boolean);
    else if (flag === '--port') args.port = Number(value());
    else if (flag === '--url') args.url = value().replace(/\/$/, '');
    else if (flag === '--form') args.forms = [value() as Form];
    else if (flag === '--build') args.build = true;
    else throw new Error(`unknown flag ${flag}`);
  }
  return args;
}

// ---------------------------------------------------------------------------------------------
// A local map tile: a plain 256 × 256 PNG as a data URL (same origin as far as the CSP goes).

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A 256 × 256 light-grey PNG (what an empty map area looks like), as a data URL. */
export function localTileUrl(): string {
  const size = 256;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(size + 1, 0xe5);
  row[0] = 0; // filter: none
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

// ---------------------------------------------------------------------------------------------
// The server

async function waitUntilUp(base: string, server: ChildProcess | null): Promise<void> {
  const deadline = Date.now() + 15 * 60_000; // a first build and the demo seed take minutes
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error('the server exited while starting');
    try {
      const res = await fetch(`${base}/login`, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`${base} did not come up`);
}

function startServer(port: number, dataDir: string, build: boolean): ChildProcess {
  const argv = [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/start.ts'];
  if (build) argv.push('--build');
  return spawn(process.execPath, argv, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      // The embedded provider with a fresh demo, whatever .env says.
      DATABASE_URL: '',
      PROVIDER_API_URL: '',
      DEMO_PATROL: 'off',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      MAIL_LOG: 'silent',
      MAP_TILE_URL: localTileUrl(),
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Signing in through the BFF

class CookieJar {
  private cookies = new Map<string, string>();

  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

async function bff(
  base: string,
  jar: CookieJar,
  method: string,
  route: string,
  body?: unknown,
): Promise<unknown> {
  const res = await fetch(`${base}/api${route}`, {
    method,
    headers: {
      origin: base,
      cookie: jar.header(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  jar.take(res);
  if (!res.ok) throw new Error(`${method} /api${route}: ${res.status} ${await res.text()}`);
  return res.json();
}

interface Session {
  cookie: string;
  listUuid: string;
  sharedPath: string;
  /** The customer permit portal's checkout pages (no session): guest checkout and the coded form. */
  portalGuestPath: string;
  portalVerifyPath: string;
  /** The violation portal's notice page (pay and appeal from it) of the fixed demo notice 100001. */
  portalNoticePath: string;
}

async function signIn(base: string): Promise<Session> {
  const jar = new CookieJar();
  await bff(base, jar, 'POST', '/session', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
  const { organizations } = (await bff(base, jar, 'GET', '/orgs')) as {
    organizations: { uuid: string; name: string }[];
  };
  const org = organizations.find((o) => o.name === DEMO_ORG) ?? organizations[0];
  if (!org) throw new Error(`${DEMO_EMAIL} belongs to no organisation`);
  await bff(base, jar, 'POST', '/orgs/select', { uuid: org.uuid });

  const { lists } = (await bff(base, jar, 'GET', '/lists')) as {
    lists: { uuid: string; plateCount: number }[];
  };
  if (lists.length === 0) throw new Error('the demo organisation has no lists');
  const biggest = [...lists].sort((a, b) => b.plateCount - a.plateCount)[0];

  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const share = (await bff(base, jar, 'POST', '/reports/share', {
    params: { reportType: 'scans', startDate: day(7), endDate: day(0) },
    expiresInDays: 1,
  })) as { url: string };
  const sharedPath = new URL(share.url).pathname;
  const cookie = `${jar.header()}; ${ZONE_COOKIE}`;
  const portal = (await bff(base, new CookieJar(), 'GET', '/portal/northgate')) as {
    products: { uuid: string; isEmailVerify: boolean }[];
  };
  const guest = portal.products.find((p) => !p.isEmailVerify);
  const verified = portal.products.find((p) => p.isEmailVerify);
  if (!guest || !verified) throw new Error('the demo portal lacks a guest or a verified type');
  const { citations } = (await bff(base, jar, 'GET', '/citations/issued?search=100001')) as {
    citations: { uuid: string }[];
  };
  if (!citations[0]) throw new Error('the demo organisation lacks notice 100001');
  return {
    cookie,
    listUuid: biggest.uuid,
    sharedPath,
    portalGuestPath: `/portal/northgate/permit/${guest.uuid}/guestcheckout`,
    portalVerifyPath: `/portal/northgate/permit/${verified.uuid}/verify?email=casey%40example.com`,
    portalNoticePath: `/portal/northgate/citations/${citations[0].uuid}`,
  };
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface Page {
  label: string;
  path: string;
  signedIn: boolean;
}

interface Run {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** What a failing audit found, briefly: inspector issue types, the first URL. */
function auditDetail(audit: { details?: unknown }): string {
  const details = audit.details as { items?: Record<string, unknown>[] } | undefined;
  const items = details?.items ?? [];
  const parts = new Set<string>();
  for (const item of items.slice(0, 3)) {
    const sub = (item.subItems as { items?: { url?: string }[] } | undefined)?.items?.[0]?.url;
    const url = typeof item.url === 'string' ? item.url : sub;
    const shortUrl = url ? (url.startsWith('data:') ? 'data:…' : url.slice(0, 80)) : '';
    const label = typeof item.issueType === 'string' ? item.issueType : '';
    const text = [label, shortUrl].filter(Boolean).join(' ');
    if (text) parts.add(text);
  }
  return parts.size > 0 ? ` (${[...parts].join('; ')})` : '';
}

async function measure(url: string, form: Form, chromePort: number, cookie: string | null) {
  const flags: Flags = {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  };
  const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${finalPath} (the session was not accepted?)`);
  }
  const score = (id: string) => lhr.categories[id]?.score ?? 0;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const run: Run = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
  const failing = Object.values(lhr.audits)
    .filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        (lhr.categories['accessibility'].auditRefs.some((r) => r.id === a.id && r.weight > 0) ||
          lhr.categories['best-practices'].auditRefs.some((r) => r.id === a.id && r.weight > 0)),
    )
    .map((a) => `${a.id}${auditDetail(a)}`);
  return { run, failing };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  let server: ChildProcess | null = null;
  let dataDir: string | null = null;
  let chrome: chromeLauncher.LaunchedChrome | null = null;
  const base = args.url ?? `http://localhost:${args.port}`;
  const stop = () => {
    if (chrome) chrome.kill();
    if (server?.pid && server.exitCode === null) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });

  try {
    if (!args.url) {
      dataDir = mkdtempSync(path.join(tmpdir(), 'vert-lighthouse-'));
      console.log(`[lighthouse] starting the production server on ${base} (data: ${dataDir})`);
      server = startServer(args.port, dataDir, args.build);
    }
    await waitUntilUp(base, server);
    const session = await signIn(base);

    const pages: Page[] = [
      { label: '/login', path: '/login', signedIn: false },
      { label: '/overview', path: '/overview', signedIn: true },
      { label: '/scans', path: '/scans', signedIn: true },
      { label: '/alerts', path: '/alerts', signedIn: true },
      { label: '/lists', path: '/lists', signedIn: true },
      { label: '/lists/{uuid}', path: `/lists/${session.listUuid}`, signedIn: true },
      { label: '/team-management', path: '/team-management', signedIn: true },
      { label: '/reports', path: '/reports', signedIn: true },
      { label: '/timelimit', path: '/timelimit', signedIn: true },
      { label: '/permits/types', path: '/permits/types', signedIn: true },
      { label: '/permits/issued', path: '/permits/issued', signedIn: true },
      { label: '/permits/holders', path: '/permits/holders', signedIn: true },
      { label: '/citations/issued', path: '/citations/issued', signedIn: true },
      { label: '/citations/appeals', path: '/citations/appeals', signedIn: true },
      { label: '/citations/types', path: '/citations/types', signedIn: true },
      { label: '/meter/types', path: '/meter/types', signedIn: true },
      { label: '/meter/allsessions', path: '/meter/allsessions', signedIn: true },
      { label: '/shared/reports/…', path: session.sharedPath, signedIn: false },
      { label: '/portal/…/guestcheckout', path: session.portalGuestPath, signedIn: false },
      { label: '/portal/…/verify?email', path: session.portalVerifyPath, signedIn: false },
      { label: '/portal/…/meter/E101', path: '/portal/eastside/meter/E101', signedIn: false },
      { label: '/portal/…/citations/{uuid}', path: session.portalNoticePath, signedIn: false },
    ].filter((p) => args.only.length === 0 || args.only.some((o) => p.label.startsWith(o)));

    // One unmeasured request of each page: the server's first render of a route is not what
    // a user meets.
    for (const page of pages) {
      await fetch(base + page.path, {
        headers: page.signedIn ? { cookie: session.cookie } : {},
        redirect: 'manual',
      }).then((r) => r.arrayBuffer());
    }

    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
      logLevel: 'silent',
    });

    const rows: string[] = [];
    let missed = false;
    const fmt = (v: number, digits = 2) => (Number.isFinite(v) ? v.toFixed(digits) : '–');
    const header =
      'page                 form     perf   a11y   b.p.   LCP (s)  TBT (ms)  CLS    load  misses';
    console.log(`\nLighthouse ${lighthouseVersion()} · median of ${args.runs} run(s) per metric`);
    for (const page of pages) {
      for (const form of args.forms) {
        const runs: Run[] = [];
        const failing = new Set<string>();
        for (let i = 0; i < args.runs; i++) {
          const r = await measure(
            base + page.path,
            form,
            chrome.port,
            page.signedIn ? session.cookie : ZONE_COOKIE,
          );
          runs.push(r.run);
          for (const id of r.failing) failing.add(id);
        }
        const m = (key: keyof Run) => median(runs.map((r) => r[key]));
        const perf = m('performance');
        const a11y = m('accessibility');
        const misses: string[] = [];
        if (perf < TARGET[form]) misses.push(`✗ perf < ${TARGET[form]}`);
        if (a11y < TARGET.accessibility) misses.push('✗ a11y < 1');
        if (form === 'mobile' && m('tbt') > TARGET.mobileTbt)
          misses.push(`✗ TBT > ${TARGET.mobileTbt} ms`);
        if (m('cls') > TARGET.cls) misses.push(`✗ CLS > ${TARGET.cls}`);
        if (misses.length > 0) missed = true;
        const row = [
          page.label.padEnd(20),
          form.padEnd(7),
          fmt(perf).padStart(5),
          fmt(a11y).padStart(6),
          fmt(m('bestPractices')).padStart(6),
          fmt(m('lcp') / 1000, 1).padStart(8),
          fmt(m('tbt'), 0).padStart(9),
          fmt(m('cls'), 3).padStart(6),
          // The host's 1-minute load average as this page's runs end (these machines are shared).
          fmt(os.loadavg()[0], 1).padStart(5),
          ' ' + misses.join(', '),
        ].join(' ');
        rows.push(row);
        console.log(`${rows.length === 1 ? header + '\n' : ''}${row}`);
        if (failing.size > 0)
          console.log(`${''.padEnd(29)}a11y/b.p. audits below 1: ${[...failing].join(', ')}`);
      }
    }
    console.log(
      `\nTargets: performance ≥ ${TARGET.desktop} desktop, ≥ ${TARGET.mobile} mobile; TBT ≤ ${TARGET.mobileTbt} ms mobile; CLS ≤ ${TARGET.cls}; accessibility ${TARGET.accessibility.toFixed(2)}.` +
        (args.url ? ' (--url: map tiles are the server’s own.)' : ' Map tiles: local data URL.'),
    );
    process.exitCode = missed ? 1 : 0;
  } finally {
    stop();
  }
}

function lighthouseVersion(): string {
  const pkg = createRequire(import.meta.url)('lighthouse/package.json') as { version: string };
  return pkg.version;
}

await main();
