/**
 * The processes of the load bench (bench/load.ts): started from the production build or the
 * provider's own entry, waited for, measured (RSS and CPU time of each process tree, from
 * /proc), stopped; and a signed-in session kept as a browser keeps its cookies.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { standaloneServer } from '../../scripts/standalone-assets';

export const root = path.resolve(import.meta.dirname, '..', '..');

/** Clock ticks per second of /proc/<pid>/stat's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

export interface Proc {
  name: string;
  origin: string;
  child: ChildProcess;
}

function childrenByParent(): Map<number, number[]> {
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
  return children;
}

function tree(pid: number): number[] {
  const children = childrenByParent();
  const out: number[] = [];
  const visit = (p: number) => {
    out.push(p);
    for (const c of children.get(p) ?? []) visit(c);
  };
  visit(pid);
  return out;
}

/** RSS in bytes of a process and its descendants. */
export function treeRss(pid: number): number {
  let total = 0;
  for (const p of tree(pid)) {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      /* gone */
    }
  }
  return total;
}

function cpuSecondsOf(pids: number[], reaped = new Set<number>()): number {
  let ticks = 0;
  for (const p of pids) {
    try {
      const stat = readFileSync(`/proc/${p}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
      if (reaped.has(p)) ticks += Number(fields[13]) + Number(fields[14]); // cutime, cstime
    } catch {
      /* gone */
    }
  }
  return ticks / TICKS;
}

/** CPU seconds used so far by a process and its descendants. */
export const treeCpu = (pid: number) => cpuSecondsOf(tree(pid));

/**
 * CPU seconds used so far by the PostgreSQL servers on the machine: every server process, plus
 * the exited ones (a pool's closed connections) that each postmaster has reaped.
 */
export function postgresCpu(): number {
  const pids: number[] = [];
  const postmasters = new Set<number>();
  const comm = (pid: number | string) => readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (comm(entry) !== 'postgres') continue;
      pids.push(Number(entry));
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (comm(ppid) !== 'postgres') postmasters.add(Number(entry));
    } catch {
      /* gone */
    }
  }
  return cpuSecondsOf(pids, postmasters);
}

/** Waits until GET origin+probe answers below 500 (the server is up and its database open). */
async function waitUntilUp(proc: Proc, probe: string): Promise<void> {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) {
      throw new Error(`${proc.name} on ${proc.origin} exited (${proc.child.exitCode})`);
    }
    try {
      const res = await fetch(proc.origin + probe);
      if (res.status < 500) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${proc.name} on ${proc.origin} did not start within 240 s`);
}

/** Starts `node args…` in the clone with `env` (stdout dropped) and waits for `probe`. */
export async function startProc(
  name: string,
  port: number,
  args: string[],
  env: Record<string, string>,
  probe: string,
): Promise<Proc> {
  // LOAD_CPU_PROF=1: the product's processes write a CPU profile (bench/out/profiles) at exit.
  const profile =
    process.env.LOAD_CPU_PROF && name !== 'bare'
      ? [
          '--cpu-prof',
          '--cpu-prof-dir',
          path.join(root, 'bench', 'out', 'profiles'),
          `--cpu-prof-name=${name}-${Date.now()}.cpuprofile`,
        ]
      : [];
  const child = spawn(process.execPath, [...profile, ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', MAIL_LOG: 'silent', ...env },
  });
  const proc = { name, origin: `http://127.0.0.1:${port}`, child };
  try {
    await waitUntilUp(proc, probe);
  } catch (error) {
    await stopProcs([proc]);
    throw error;
  }
  return proc;
}

/**
 * A production dashboard on `port`, as `npm start` serves it: the build's shippable folder
 * (`node .next/standalone/server.js`), on the loopback address. LOAD_DASHBOARD_SERVER names
 * another build's server.js (a copy of an earlier build's folder, to measure before and after
 * in one session).
 */
export function startDashboard(name: string, port: number, env: Record<string, string>) {
  return startProc(
    name,
    port,
    [process.env.LOAD_DASHBOARD_SERVER ?? standaloneServer(root)],
    { ...env, PORT: String(port), HOSTNAME: '127.0.0.1', NODE_ENV: 'production' },
    '/api/health',
  );
}

/** The provider alone, as `npm run provider` runs it (provider/serve.ts), on `port`. */
export function startProvider(port: number, env: Record<string, string>) {
  return startProc(
    'provider',
    port,
    ['--import', 'tsx', 'provider/serve.ts'],
    { ...env, PORT_PROVIDER: String(port), NODE_ENV: 'production' },
    '/api/health',
  );
}

export async function stopProcs(procs: Proc[]): Promise<void> {
  await Promise.all(
    procs.map(
      (p) =>
        new Promise<void>((resolve) => {
          if (p.child.exitCode !== null || p.child.signalCode !== null) return resolve();
          p.child.once('exit', () => resolve());
          p.child.kill('SIGTERM');
          setTimeout(() => p.child.kill('SIGKILL'), 15_000).unref();
        }),
    ),
  );
}

/** Cookies kept as a browser keeps them for one session. */
export class Session {
  readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
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
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  /** Signs in with the demo password and chooses the organisation called `org`. */
  static async signIn(origin: string, email: string, org: string): Promise<Session> {
    const session = new Session();
    const signed = await session.send(origin, 'POST', '/api/session', {
      email,
      password: 'Parking@2026',
    });
    if (signed.status !== 200) throw new Error(`sign-in of ${email} answered ${signed.status}`);
    const orgs = (await (await session.send(origin, 'GET', '/api/orgs')).json()) as {
      organizations: Array<{ uuid: string; name: string }>;
    };
    const uuid = orgs.organizations.find((o) => o.name === org)?.uuid;
    if (!uuid) throw new Error(`${email} has no organisation ${org}`);
    const selected = await session.send(origin, 'POST', '/api/orgs/select', { uuid });
    if (selected.status !== 200) throw new Error(`choosing ${org} answered ${selected.status}`);
    return session;
  }

  /** The name of the session cookie (the one the bare server looks for). */
  sessionCookieName(): string {
    const name = [...this.cookies.keys()].find((k) => /session/.test(k));
    if (!name) throw new Error(`no session cookie among ${[...this.cookies.keys()].join(', ')}`);
    return name;
  }
}
