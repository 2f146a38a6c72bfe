/**
 * Load benchmark (issue 10): the running product under 200 simulated users.
 * Run: `npm run bench:load` (needs a production build: `npm run build`).
 *
 * Starts the product itself from the production build (`next start`, loopback only) and drives
 * it with LOAD_USERS (200) virtual users, each sending one request every LOAD_INTERVAL_MS (2 s)
 * for LOAD_SECONDS (60; after LOAD_WARMUP_SECONDS (10) of the same load, not counted), to a
 * mix of the overview (stats, heatmap, activity), scans, alerts and lists of several
 * organisations. It prints requests, errors, p50/p95/p99 and the servers' peak
 * memory (RSS of each server's process tree). Two set-ups, one after the other:
 * - embedded: one dashboard instance on the embedded database (a fresh folder);
 * - postgres: two dashboard instances on one PostgreSQL database (a fresh one made from
 *   LOAD_DATABASE_URL, which names a database the role may connect to and create databases
 *   from; skipped when unset), requests shared round-robin between them.
 * `npm run bench:load -- embedded` or `-- postgres` runs one. Ports LOAD_PORT (3150) and up.
 *
 * Each demo account signs in once and its session cookie is shared by the virtual users of its
 * organisation (the provider limits sign-ins per account, browsers keep one session anyway).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const USERS = Number(process.env.LOAD_USERS ?? 200);
const INTERVAL_MS = Number(process.env.LOAD_INTERVAL_MS ?? 2000);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
/** Seconds of the same load before the measured ones (a fresh server compiles and caches first). */
const WARMUP_SECONDS = Number(process.env.LOAD_WARMUP_SECONDS ?? 10);
const BASE_PORT = Number(process.env.LOAD_PORT ?? 3150);
const REQUEST_TIMEOUT_MS = 10_000;
const PASSWORD = 'Parking@2026';
const TZ = 'America/Detroit';

/** Who signs in, and which organisation each session chooses. */
const SESSIONS = [
  { email: 'admin@demo.test', org: 'Northgate University Parking' },
  { email: 'super@demo.test', org: 'Northgate University Parking' },
  { email: 'super@demo.test', org: 'Riverside City Enforcement' },
  { email: 'meters@demo.test', org: 'Eastside Meters' },
  { email: 'owner@demo.test', org: 'Harbor Lots' },
];

/** The mix: each virtual user request picks one of these at random. */
const ROUTES = [
  `/api/overview/stats?tz=${encodeURIComponent(TZ)}`,
  `/api/overview/heatmap?tz=${encodeURIComponent(TZ)}`,
  `/api/overview/activity?tz=${encodeURIComponent(TZ)}`,
  '/api/scans',
  '/api/alerts',
  '/api/lists',
];

const secrets = {
  AUTH_SECRET: 'load-bench-auth-secret-0123456789abcdef0123456789abcdef',
  SESSION_PASSWORD: 'load-bench-iron-session-password-0123456789abcdef',
  PROVIDER_JWT_SECRET: 'load-bench-provider-jwt-secret-0123456789abcdef',
};

interface Instance {
  origin: string;
  child: ChildProcess;
  peakRss: number;
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** RSS in bytes of a process and all its descendants (Linux /proc). */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      /* gone */
    }
  }
  let total = 0;
  const visit = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      return;
    }
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return total;
}

async function waitUntilUp(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server on ${origin} exited (${child.exitCode})`);
    try {
      // The embedded provider opens (migrates, seeds) on start; /api/session answers once it has.
      const res = await fetch(`${origin}/api/session`);
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server on ${origin} did not start within 180 s`);
}

async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...secrets,
      ...env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      MAIL_LOG: 'silent',
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(origin, child);
  return { origin, child, peakRss: treeRss(child.pid!) };
}

async function stop(instances: Instance[]): Promise<void> {
  await Promise.all(
    instances.map(
      (i) =>
        new Promise<void>((resolve) => {
          if (i.child.exitCode !== null) return resolve();
          i.child.once('exit', () => resolve());
          i.child.kill('SIGTERM');
          setTimeout(() => i.child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
}

/** Cookies kept as a browser would for one session. */
class Session {
  readonly cookies = new Map<string, string>();
  constructor(readonly label: string) {}

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  keep(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async send(origin: string, method: string, route: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { cookie: this.header() };
    if (method !== 'GET') headers.origin = origin;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(origin + route, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    this.keep(res);
    return res;
  }
}

/** Signs each account in once, chooses its organisation, and keeps the sessions that can read every route. */
async function signIn(origin: string): Promise<Session[]> {
  const ready: Session[] = [];
  for (const { email, org } of SESSIONS) {
    const session = new Session(`${email} / ${org}`);
    const signed = await session.send(origin, 'POST', '/api/session', {
      email,
      password: PASSWORD,
    });
    if (signed.status !== 200) throw new Error(`sign-in of ${email} answered ${signed.status}`);
    const orgs = (await (await session.send(origin, 'GET', '/api/orgs')).json()) as {
      organizations: Array<{ uuid: string; name: string }>;
    };
    const uuid = orgs.organizations.find((o) => o.name === org)?.uuid;
    if (!uuid) throw new Error(`${email} has no organisation ${org}`);
    const selected = await session.send(origin, 'POST', '/api/orgs/select', { uuid });
    if (selected.status !== 200) throw new Error(`choosing ${org} answered ${selected.status}`);
    const probes = await Promise.all(
      ROUTES.map(async (route) => (await session.send(origin, 'GET', route)).status),
    );
    if (probes.every((s) => s === 200)) ready.push(session);
    else console.log(`  (left out ${session.label}: its routes answer ${probes.join(', ')})`);
  }
  if (!ready.length) throw new Error('no session can read the routes');
  return ready;
}

interface Figures {
  requests: number;
  errors: number;
  errorKinds: Map<string, number>;
  latencies: number[];
}

/** USERS virtual users, each one request every INTERVAL_MS, for SECONDS, round-robin over the instances. */
async function drive(instances: Instance[], sessions: Session[]): Promise<Figures> {
  const figures: Figures = { requests: 0, errors: 0, errorKinds: new Map(), latencies: [] };
  const measureFrom = performance.now() + WARMUP_SECONDS * 1000;
  const end = measureFrom + SECONDS * 1000;
  let next = 0;
  const sampler = setInterval(() => {
    for (const i of instances) i.peakRss = Math.max(i.peakRss, treeRss(i.child.pid!));
  }, 1000);
  const user = async (n: number) => {
    const session = sessions[n % sessions.length];
    // Spread the users' first requests over one interval, then one request per interval each.
    let due = performance.now() + (n / USERS) * INTERVAL_MS;
    while (due < end) {
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const route = ROUTES[Math.floor(Math.random() * ROUTES.length)];
      const instance = instances[next++ % instances.length];
      const t0 = performance.now();
      let error: string | null = null;
      try {
        const res = await session.send(instance.origin, 'GET', route);
        await res.arrayBuffer();
        if (res.status !== 200) error = `${res.status} ${route.split('?')[0]}`;
      } catch (e) {
        error = `${(e as Error).name} ${route.split('?')[0]}`;
      }
      // The next slot of this user's 2 s grid: one that a slow answer made it miss is skipped,
      // not sent late in a burst (a user waits for the screen, then asks again).
      due += INTERVAL_MS;
      while (due < performance.now()) due += INTERVAL_MS;
      if (t0 < measureFrom) continue;
      figures.latencies.push(performance.now() - t0);
      figures.requests += 1;
      if (error) {
        figures.errors += 1;
        figures.errorKinds.set(error, (figures.errorKinds.get(error) ?? 0) + 1);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: USERS }, (_, n) => user(n)));
  } finally {
    clearInterval(sampler);
  }
  return figures;
}

function report(name: string, figures: Figures, instances: Instance[], sessions: Session[]): void {
  const sorted = [...figures.latencies].sort((a, b) => a - b);
  const ms = (v: number) => `${v.toFixed(0)} ms`;
  const mb = (v: number) => `${(v / 1024 / 1024).toFixed(0)} MB`;
  console.log(
    `\n== ${name}: ${USERS} users × 1 request / ${INTERVAL_MS / 1000} s × ${SECONDS} s (after ${WARMUP_SECONDS} s of warm-up)`,
  );
  console.log(`  sessions: ${sessions.map((s) => s.label).join('; ')}`);
  console.log(`  requests ${figures.requests} (${(figures.requests / SECONDS).toFixed(1)}/s)`);
  console.log(`  errors   ${figures.errors}`);
  for (const [kind, n] of figures.errorKinds) console.log(`    ${n} × ${kind}`);
  console.log(
    `  latency  p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, p99 ${ms(percentile(sorted, 99))}, max ${ms(sorted.at(-1) ?? NaN)}`,
  );
  instances.forEach((i, n) => console.log(`  server ${n + 1} peak RSS ${mb(i.peakRss)}`));
}

/** Answers whether the target was met: 0 errors and p95 ≤ 500 ms. */
async function run(name: string, instances: Instance[]): Promise<boolean> {
  try {
    const sessions = await signIn(instances[0].origin);
    const figures = await drive(instances, sessions);
    report(name, figures, instances, sessions);
    const p95 = percentile(
      [...figures.latencies].sort((a, b) => a - b),
      95,
    );
    return figures.errors === 0 && p95 <= 500;
  } finally {
    await stop(instances);
  }
}

async function embedded(): Promise<boolean> {
  const dataDir = path.join(root, 'bench', 'out', 'load-data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  console.log(`[load] embedded: one instance on ${dataDir}`);
  const instance = await startInstance(BASE_PORT, { DATA_DIR: dataDir, DEMO: 'on' });
  return run('embedded database, one instance', [instance]);
}

async function postgres(): Promise<boolean> {
  const admin = process.env.LOAD_DATABASE_URL;
  if (!admin) {
    console.log('[load] postgres: skipped (set LOAD_DATABASE_URL)');
    return true;
  }
  const { Client } = await import('pg');
  const adminUrl = new URL(admin);
  const name = `${adminUrl.pathname.slice(1) || 'postgres'}_load`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  await client.query(`drop database if exists "${name}" with (force)`);
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const dataDir = path.join(root, 'bench', 'out', 'load-files');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  // The load signs in with the demo accounts: seed the demo, which is off by default on PostgreSQL.
  const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, DEMO: 'on' };
  console.log(`[load] postgres: two instances on database ${name}`);
  // The first one migrates and seeds the empty database; the second starts on a ready one.
  const first = await startInstance(BASE_PORT, env);
  let second: Instance;
  try {
    second = await startInstance(BASE_PORT + 1, env);
  } catch (error) {
    await stop([first]);
    throw error;
  }
  try {
    return await run('PostgreSQL, two instances', [first, second]);
  } finally {
    const cleanup = new Client({ connectionString: admin });
    await cleanup.connect();
    await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  }
}

async function main() {
  if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
    throw new Error('no production build: run `npm run build` first');
  }
  const which = process.argv[2];
  if (!which || which === 'embedded') await embedded();
  if ((!which || which === 'postgres') && process.env.LOAD_DATABASE_URL) {
    const met = await postgres();
    console.log(`\n[load] PostgreSQL target (0 errors, p95 ≤ 500 ms): ${met ? 'met' : 'missed'}`);
  } else if (which === 'postgres') await postgres();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
