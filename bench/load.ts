/**
 * Load on the running product against this machine's floor (issue 26 item 8).
 * Run: `npm run bench:load` (alias `bench:scale`; needs a production build: `npm run build`).
 * Dashboards run as `npm start` serves them (`node .next/standalone/server.js`).
 *
 * Each shape starts the product from the production build and, on the same database, the bare
 * floor server (bench/support/bare-server.mjs: node:http + the driver, the provider's captured
 * statements, the BFF's JSON written by hand). Before measuring, each read's answer from every
 * dashboard and from the bare server must be byte-identical. Then, per read, a closed loop of
 * rising concurrency (1, 2, 4 … LOAD_MAX_CONCURRENCY) runs against both, interleaved level by
 * level, until p95 passes 500 ms: saturation = the best answers/s at p95 ≤ 500 ms with 0 errors;
 * the ratio product/bare is the figure (target ≥ 0.5). Each step prints the 1-minute load
 * average and the CPU each process used per answer and in all. Then a soak: the product alone at
 * its saturation concurrency (at least one connection per dashboard) for LOAD_SOAK_SECONDS (300;
 * 0 skips it), both reads in turn, RSS of each process every 10 s: first, minute 1, last, max;
 * flat = last at most 10 % above minute 1 (a leak grows; a heap that shrinks is not one);
 * 0 errors. LOAD_MAX_CONCURRENCY=0 runs the soak alone (at LOAD_SOAK_CONCURRENCY).
 *
 * Shapes (`npm run bench:load -- scaled embedded postgres`; default: scaled and embedded):
 * - scaled: 2 dashboards (PROVIDER_API_URL) → 1 provider (provider/serve.ts, as
 *   `npm run provider`) → PostgreSQL; connections spread over the two dashboards;
 * - embedded: one process (the dashboard with the provider in-process) on the embedded database;
 *   the bare server reads a copy of the same data folder (one process per folder);
 * - postgres: one process on PostgreSQL.
 * PostgreSQL shapes need LOAD_DATABASE_URL (a database the role may connect to and create
 * databases from): each makes a fresh database from it and drops it after. Ports LOAD_PORT (3150)
 * and up. One account (LOAD_EMAIL, admin@demo.test) and organisation (LOAD_ORG, Northgate) of
 * the demo data; the reads are LOAD_PATHS (comma-separated).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ladder, saturation, step, type StepResult } from './support/closed-loop';
import {
  postgresCpu,
  root,
  Session,
  startDashboard,
  startProc,
  startProvider,
  stopProcs,
  treeCpu,
  treeRss,
  type Proc,
} from './support/load-processes';
import { runCapture, withDatabase } from './support/load-setup';
import { standaloneServer } from '../scripts/standalone-assets';

const STEP_SECONDS = Number(process.env.LOAD_STEP_SECONDS ?? 5);
const MAX_CONCURRENCY = Number(process.env.LOAD_MAX_CONCURRENCY ?? 256);
const SOAK_SECONDS = Number(process.env.LOAD_SOAK_SECONDS ?? 300);
const BASE_PORT = Number(process.env.LOAD_PORT ?? 3150);
const EMAIL = process.env.LOAD_EMAIL ?? 'admin@demo.test';
const ORG = process.env.LOAD_ORG ?? 'Northgate University Parking';
const PATHS = (process.env.LOAD_PATHS ?? '/api/scans,/api/permits/issued?page=0').split(',');
const out = path.join(root, 'bench', 'out');

const secrets = {
  AUTH_SECRET: 'load-bench-auth-secret-0123456789abcdef0123456789abcdef',
  SESSION_PASSWORD: 'load-bench-iron-session-password-0123456789abcdef',
  PROVIDER_JWT_SECRET: 'load-bench-provider-jwt-secret-0123456789abcdef',
  LOGIN_FAILURE_LIMIT: '1000',
  // The demo's live patrol adds scans as time passes: the answers must stay the same.
  DEMO_PATROL: 'off',
};

interface Shape {
  name: string;
  /** The product's processes (dashboards first) and the origins the load goes to. */
  product: Proc[];
  entry: string[];
  bare: Proc;
}

const pct = (cpu: number, seconds: number) => `${((cpu / seconds) * 100).toFixed(0)}%`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** CPU seconds of each process so far (and PostgreSQL's), to print a step's use. */
function cpuNow(procs: Proc[]): number[] {
  return [...procs.map((p) => treeCpu(p.child.pid!)), postgresCpu()];
}

/** Starts the bare server on the product's database, after the product's answers are known. */
function startBare(port: number, capture: string, cookie: string, db: Record<string, string>) {
  return startProc(
    'bare',
    port,
    ['bench/support/bare-server.mjs'],
    { BARE_PORT: String(port), BARE_CAPTURE: capture, BARE_COOKIE: cookie, ...db },
    '/',
  );
}

/** Every read's answer from every dashboard and the bare server, byte for byte the same. */
async function checkIdentical(shape: Shape, session: Session): Promise<void> {
  for (const p of PATHS) {
    const bodies = await Promise.all(
      [...shape.entry, shape.bare.origin].map(async (origin) => {
        const res = await session.send(origin, 'GET', p);
        if (res.status !== 200) throw new Error(`${origin}${p} answered ${res.status}`);
        return { origin, text: await res.text() };
      }),
    );
    for (const b of bodies.slice(1)) {
      if (b.text === bodies[0].text) continue;
      let i = 0;
      while (b.text[i] === bodies[0].text[i]) i++;
      throw new Error(
        `${p}: ${b.origin} differs from ${bodies[0].origin} at byte ${i}:\n  ${b.text.slice(i - 80, i + 80)}\n  ${bodies[0].text.slice(i - 80, i + 80)}`,
      );
    }
    console.log(`  ${p}: ${bodies[0].text.length} bytes, identical from ${bodies.length} servers`);
  }
}

interface ReadFigures {
  path: string;
  bare: StepResult[];
  product: StepResult[];
}

async function measure(shape: Shape, cookie: string): Promise<ReadFigures[]> {
  const figures: ReadFigures[] = [];
  const all = [...shape.product, shape.bare];
  for (const p of PATHS) {
    console.log(`\n  ${p}: closed loop, ${STEP_SECONDS} s a step (+1 s warm-up)`);
    let before = cpuNow(all);
    const steps = await ladder(
      [
        { name: 'bare', origins: [shape.bare.origin] },
        { name: 'product', origins: shape.entry },
      ],
      {
        path: p,
        cookie,
        seconds: STEP_SECONDS,
        maxConcurrency: MAX_CONCURRENCY,
        onStep: (target, r) => {
          const after = cpuNow(all);
          // CPU ms per answer of each process that worked (and PostgreSQL's), and its share of a core.
          const names = [...all.map((proc) => proc.name), 'postgres'];
          const cpu = names
            .map((name, i) => ({ name, used: after[i] - before[i] }))
            .filter(({ used }) => used >= 0.05 * (STEP_SECONDS + 1))
            .map(
              ({ name, used }) =>
                `${name} ${((used * 1000) / r.answers).toFixed(2)} (${pct(used, STEP_SECONDS + 1)})`,
            )
            .join(', ');
          before = after;
          console.log(
            `    ${target.padEnd(7)} c=${String(r.concurrency).padStart(3)}  ${r.rps.toFixed(0).padStart(5)} req/s  p50 ${r.p50.toFixed(0).padStart(4)} ms  p95 ${r.p95.toFixed(0).padStart(5)} ms  errors ${r.errors}  load ${r.load.toFixed(2)}  CPU ms/answer: ${cpu}`,
          );
        },
      },
    );
    figures.push({ path: p, bare: steps.get('bare')!, product: steps.get('product')! });
  }
  return figures;
}

function summarise(shape: string, figures: ReadFigures[]): void {
  console.log(`\n== ${shape}: saturation (best req/s at p95 ≤ 500 ms, 0 errors)`);
  for (const f of figures) {
    const b = saturation(f.bare);
    const q = saturation(f.product);
    const show = (s: StepResult | null) =>
      s
        ? `${s.rps.toFixed(0)} req/s at c=${s.concurrency} (p95 ${s.p95.toFixed(0)} ms, load ${s.load.toFixed(2)})`
        : 'none';
    const ratio = b && q ? (q.rps / b.rps).toFixed(2) : '—';
    console.log(
      `  ${f.path}\n    bare    ${show(b)}\n    product ${show(q)}\n    ratio product/bare ${ratio} (target ≥ 0.5)`,
    );
  }
}

/** The product alone at its saturation concurrency, both reads in turn; RSS every 10 s. */
async function soak(shape: Shape, cookie: string, concurrency: number): Promise<void> {
  if (SOAK_SECONDS <= 0) return;
  console.log(`\n  soak: ${SOAK_SECONDS} s at c=${concurrency}, ${PATHS.join(' + ')}`);
  const samples = new Map(shape.product.map((p) => [p.name, [] as number[]]));
  const sample = () => {
    for (const p of shape.product) samples.get(p.name)!.push(treeRss(p.child.pid!));
  };
  sample();
  const timer = setInterval(sample, 10_000);
  const r = await step({
    origins: shape.entry,
    path: PATHS,
    cookie,
    concurrency,
    seconds: SOAK_SECONDS,
    warmupSeconds: 0,
  });
  clearInterval(timer);
  sample();
  console.log(
    `    ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, errors ${r.errors}, load ${r.load.toFixed(2)}`,
  );
  for (const [name, rss] of samples) {
    const minute1 = rss[Math.min(6, rss.length - 1)];
    const last = rss[rss.length - 1];
    // A leak grows; memory handed back (the heap shrinking after a collection) is not one.
    const change = (last - minute1) / minute1;
    const verdict =
      change > 0.1
        ? `NOT flat (grew ${(change * 100).toFixed(0)} %)`
        : change < -0.1
          ? `flat (no growth; shrank ${(-change * 100).toFixed(0)} %)`
          : 'flat';
    console.log(
      `    ${name} RSS first ${mb(rss[0])}, minute 1 ${mb(minute1)}, last ${mb(last)}, max ${mb(Math.max(...rss))} → ${verdict}`,
    );
  }
}

async function runShape(
  name: string,
  start: () => Promise<{
    product: Proc[];
    entry: string[];
    capture: string;
    bareDb: Record<string, string>;
  }>,
): Promise<void> {
  console.log(
    `\n[load] ${name} (load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  const started = await start();
  let bare: Proc | undefined;
  try {
    const session = await Session.signIn(started.entry[0], EMAIL, ORG);
    bare = await startBare(
      BASE_PORT + 9,
      started.capture,
      session.sessionCookieName(),
      started.bareDb,
    );
    const shape: Shape = { name, product: started.product, entry: started.entry, bare };
    await checkIdentical(shape, session);
    const figures = await measure(shape, session.header());
    summarise(name, figures);
    const sat = figures.map((f) => saturation(f.product)?.concurrency ?? 1);
    // At least one connection per dashboard (a connection stays on one), so each is soaked.
    const soakAt = Number(
      process.env.LOAD_SOAK_CONCURRENCY ?? Math.max(shape.entry.length, Math.min(...sat)),
    );
    await soak(shape, session.header(), soakAt);
    writeFileSync(path.join(out, `load-${name}.json`), JSON.stringify(figures, null, 1));
  } finally {
    await stopProcs([...started.product, ...(bare ? [bare] : [])]);
  }
}

const capturePaths = { CAPTURE_PATHS: PATHS.join(','), CAPTURE_EMAIL: EMAIL, CAPTURE_ORG: ORG };

async function scaled(url: string) {
  // The capture seeds the empty database first (the provider then starts on a ready one, so a
  // CPU profile of it holds no seeding).
  const capture = await runCapture(
    { ...secrets, ...capturePaths, DATABASE_URL: url, DEMO: 'on' },
    'scaled',
  );
  const db = { DATABASE_URL: url, DATA_DIR: path.join(out, 'load-scaled') };
  const provider = await startProvider(BASE_PORT + 5, { ...secrets, ...db });
  const product = [provider];
  try {
    const env = { ...secrets, DATA_DIR: db.DATA_DIR, PROVIDER_API_URL: provider.origin };
    product.unshift(await startDashboard('dashboard1', BASE_PORT, env));
    product.splice(1, 0, await startDashboard('dashboard2', BASE_PORT + 1, env));
    const entry = product.slice(0, 2).map((p) => p.origin);
    return { product, entry, capture, bareDb: { BARE_DATABASE_URL: url } };
  } catch (error) {
    await stopProcs(product);
    throw error;
  }
}

async function onePostgres(url: string) {
  const capture = await runCapture(
    { ...secrets, ...capturePaths, DATABASE_URL: url, DEMO: 'on' },
    'postgres',
  );
  const env = { ...secrets, DATABASE_URL: url, DATA_DIR: path.join(out, 'load-postgres') };
  const product = [await startDashboard('dashboard', BASE_PORT, env)];
  return { product, entry: [product[0].origin], capture, bareDb: { BARE_DATABASE_URL: url } };
}

async function embedded() {
  // The capture seeds the folder and closes it; the bare server reads a copy (one process a folder).
  const dir = path.join(out, 'load-embedded');
  const copy = path.join(out, 'load-embedded-bare');
  for (const d of [dir, copy]) rmSync(d, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const capture = await runCapture(
    { ...secrets, ...capturePaths, BENCH_DATA_DIR: dir, DEMO: 'on' },
    'embedded',
  );
  cpSync(dir, copy, { recursive: true });
  const product = [
    await startDashboard('dashboard', BASE_PORT, { ...secrets, DATA_DIR: dir, DEMO: 'on' }),
  ];
  return { product, entry: [product[0].origin], capture, bareDb: { BARE_DATA_DIR: copy } };
}

async function main() {
  if (!existsSync(standaloneServer(root))) {
    throw new Error('no production build (.next/standalone): run `npm run build` first');
  }
  mkdirSync(out, { recursive: true });
  const next = JSON.parse(
    readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8'),
  ).version;
  console.log(
    `[load] Node ${process.version}, Next ${next}, ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const shapes = process.argv.slice(2).length ? process.argv.slice(2) : ['scaled', 'embedded'];
  const admin = process.env.LOAD_DATABASE_URL;
  for (const shape of shapes) {
    if (shape === 'embedded') await runShape('embedded', embedded);
    else if (shape === 'scaled' || shape === 'postgres') {
      if (!admin) {
        console.log(`[load] ${shape}: skipped (set LOAD_DATABASE_URL)`);
        continue;
      }
      await withDatabase(admin, `load_${shape}`, (url) =>
        runShape(shape, () => (shape === 'scaled' ? scaled(url) : onePostgres(url))),
      );
    } else throw new Error(`unknown shape ${shape} (scaled, embedded, postgres)`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
