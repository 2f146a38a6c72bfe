import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnServer, type SpawnedServer } from '../../support/spawned-server';
import { DEMO_PASSWORD } from '../helpers';

/**
 * `npm run provider` (node --import tsx provider/serve.ts) as ops run it: a real process on a temporary
 * DATA_DIR, stopped with SIGTERM while a request is still running.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vert-shutdown-'));
const PORT = 4163;
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startProvider(env: Record<string, string> = {}): SpawnedServer {
  // The command of `npm run provider` (package.json), without npm in between.
  return spawnServer(
    ['--import', 'tsx', 'provider/serve.ts'],
    { DATA_DIR: dataDir, DATABASE_URL: '', PORT_PROVIDER: String(PORT), LOG_LEVEL: 'info', ...env },
    running,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sign-in whose body is sent in two halves: the request runs until finish() is called. */
function slowSignIn() {
  const body = JSON.stringify({
    email: 'admin@demo.test',
    password: DEMO_PASSWORD,
    sessionToken: 'web_shutdown-test-0001',
  });
  const req = http.request({
    host: '127.0.0.1',
    port: PORT,
    method: 'POST',
    path: '/api/v1/dashboard/login',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  answer.catch(() => undefined);
  req.write(body.slice(0, 20));
  return { answer, finish: () => req.end(body.slice(20)) };
}

const refusesConnections = () =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });

const lockFile = path.join(dataDir, 'provider.lock');
/** PGlite's own lock: left behind when the process ends without closing the database. */
const pgliteLock = path.join(dataDir, 'pglite', 'postmaster.pid');

describe('npm run provider on SIGTERM', () => {
  it('stops accepting, finishes the running request, closes the database and exits 0', async () => {
    const server = startProvider();
    await server.waitFor('listening');
    expect(fs.existsSync(lockFile)).toBe(true);

    const signIn = slowSignIn();
    await sleep(500);
    server.child.kill('SIGTERM');
    await server.waitFor('shutting down', 10_000);
    await sleep(300);
    expect(await refusesConnections()).toBe(true);

    signIn.finish();
    const answer = await signIn.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('jwtToken');

    expect(await server.exitWithin(15_000)).toBe(0);
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(fs.existsSync(pgliteLock)).toBe(false);
  }, 240_000);

  it('cuts a request still running at SHUTDOWN_TIMEOUT_MS, and the folder opens again', async () => {
    // A new process opens the same DATA_DIR: the first one left it closed and unlocked.
    const server = startProvider({ SHUTDOWN_TIMEOUT_MS: '1000' });
    await server.waitFor('listening');

    const stuck = slowSignIn(); // never finished
    await sleep(500);
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    expect(await server.exitWithin(10_000)).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(1000);
    await expect(stuck.answer).rejects.toThrow();
    expect(fs.existsSync(lockFile)).toBe(false);
    expect(fs.existsSync(pgliteLock)).toBe(false);
    expect(server.output()).toContain('"msg":"stopped"');
  }, 240_000);
});
