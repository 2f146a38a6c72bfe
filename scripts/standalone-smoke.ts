/**
 * The shipped folder runs on its own (issue 26 item 7): copies .next/standalone (after
 * `npm run build`) to a temporary folder outside the checkout, so nothing can be resolved from
 * the project's node_modules, starts `node server.js` there on a fresh data folder with the
 * demo, and checks liveness, the deep health check (the embedded provider migrated and seeded),
 * the sign-in page and a browser file, and that /api answers come from the fast path
 * (server/http/fast-api.ts: no Next routing headers, next.config's /api headers, gzip) while
 * pages come from Next. Exit 1 on any failure. Run: `npm run smoke:standalone`
 * (CI runs it after the journeys).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { apiHeaders } from '../lib/http/response-headers.mjs';
import { standaloneDir, standaloneServer } from './standalone-assets';

const root = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.STANDALONE_SMOKE_PORT ?? 3190);
const origin = `http://127.0.0.1:${PORT}`;

async function waitForLive(deadline: number): Promise<void> {
  for (;;) {
    try {
      const res = await fetch(`${origin}/api/health/live`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the shipped server did not answer within 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function expectStatus(pathname: string, status: number): Promise<string> {
  const res = await fetch(origin + pathname, { redirect: 'manual' });
  const body = await res.text();
  if (res.status !== status) throw new Error(`${pathname}: ${res.status}, expected ${status}`);
  console.log(`[smoke] ${pathname} ${res.status}`);
  return body;
}

/** Next's routing adds `Vary: rsc, next-router-state-tree, …` to what it serves; the fast path doesn't. */
const servedByNext = (res: Response) => /\brsc\b/.test(res.headers.get('vary') ?? '');

async function expectFastApi(): Promise<void> {
  const live = await fetch(`${origin}/api/health/live`);
  if (servedByNext(live))
    throw new Error('/api/health/live was answered by Next, not the fast path');
  for (const { key, value } of apiHeaders(true)) {
    if (live.headers.get(key) !== value)
      throw new Error(`/api/health/live: ${key} is ${live.headers.get(key)}`);
  }
  if (live.headers.get('cache-control') !== 'no-store')
    throw new Error('/api/health/live is not no-store');
  const large = await fetch(`${origin}/api/bff-openapi.json`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  await large.arrayBuffer();
  if (servedByNext(large) || large.headers.get('content-encoding') !== 'gzip') {
    throw new Error(
      `/api/bff-openapi.json: vary ${large.headers.get('vary')}, encoding ${large.headers.get('content-encoding')}`,
    );
  }
  // A mutation through the fast path: the demo sign-in (a body the BFF counts, Auth.js, cookies).
  const signIn = await fetch(`${origin}/api/session`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'Parking@2026' }),
  });
  await signIn.arrayBuffer();
  if (signIn.status !== 200 || servedByNext(signIn)) {
    throw new Error(`sign-in through the fast path answered ${signIn.status}`);
  }
  const page = await fetch(`${origin}/login`);
  await page.arrayBuffer();
  if (!servedByNext(page)) throw new Error('/login was not answered by Next');
  console.log(
    '[smoke] /api from the fast path (headers, no-store, gzip, sign-in), pages from Next',
  );
}

async function main() {
  if (!existsSync(standaloneServer(root))) throw new Error('no .next/standalone: npm run build');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'vert-ship-'));
  const shipped = path.join(tmp, 'app');
  cpSync(standaloneDir(root), shipped, { recursive: true });
  const server = spawn(process.execPath, ['server.js'], {
    cwd: shipped,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOSTNAME: '127.0.0.1',
      DATA_DIR: path.join(tmp, 'data'),
      DEMO: 'on',
      DEMO_PATROL: 'off',
      LOG_LEVEL: 'warn',
      MAIL_LOG: 'silent',
      NEXT_TELEMETRY_DISABLED: '1',
    },
  });
  try {
    await waitForLive(Date.now() + 60_000);
    await expectStatus('/api/health/live', 200);
    const health = JSON.parse(await expectStatus('/api/health', 200)) as { status: string };
    if (health.status !== 'ok') throw new Error(`/api/health: ${JSON.stringify(health)}`);
    const login = await expectStatus('/login', 200);
    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(login)?.[1];
    if (!script) throw new Error('/login names no script of the build');
    await expectStatus(script, 200);
    await expectStatus('/logo.svg', 200);
    await expectFastApi();
    console.log(`[smoke] the shipped folder runs on its own (${shipped})`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`[smoke] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
