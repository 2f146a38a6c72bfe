import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { spawnServer } from '../../support/spawned-server';

/**
 * `npm start` on SIGTERM: Next's own handler stops accepting and waits for running requests,
 * then exits; instrumentation.ts must close the embedded database first (PGlite's own
 * postmaster.pid and our provider.lock both gone) and bound the wait by SHUTDOWN_TIMEOUT_MS.
 * tests/support/next-like-server.ts reproduces Next's handler, so no production build is needed.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vert-next-shutdown-'));
const PORT = 3163;
const running: ChildProcess[] = [];

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string> = {}) {
  return spawnServer(
    ['--conditions=react-server', '--import', 'tsx', 'tests/support/next-like-server.ts'],
    {
      NEXT_RUNTIME: 'nodejs',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PROVIDER_API_URL: '',
      PORT: String(PORT),
      LOG_LEVEL: 'info',
      ...env,
    },
    running,
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** POST /slow with its body in two halves: the request runs until finish() is called. */
function slowRequest() {
  const req = http.request({
    host: '127.0.0.1',
    port: PORT,
    method: 'POST',
    path: '/slow',
    headers: { 'content-length': 10 },
  });
  const answer = new Promise<string>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve(text));
    });
    req.on('error', reject);
  });
  answer.catch(() => undefined);
  req.write('12345');
  return { answer, finish: () => req.end('67890') };
}

const leftLocks = () =>
  [path.join(dataDir, 'provider.lock'), path.join(dataDir, 'pglite', 'postmaster.pid')].filter(
    (file) => fs.existsSync(file),
  );

describe('npm start on SIGTERM (instrumentation.ts)', () => {
  it('finishes the running request, then closes the embedded database and exits 0', async () => {
    const server = start();
    await server.waitFor('ready');
    expect(leftLocks()).toHaveLength(2);

    const slow = slowRequest();
    await sleep(300);
    server.child.kill('SIGTERM');
    await sleep(500);
    slow.finish();
    expect(await slow.answer).toBe('read 10 bytes');

    expect(await server.exitWithin(20_000)).toBe(0);
    expect(leftLocks()).toEqual([]);
  }, 240_000);

  it('cuts a request still running at SHUTDOWN_TIMEOUT_MS and still closes the database', async () => {
    const server = start({ SHUTDOWN_TIMEOUT_MS: '1000' });
    await server.waitFor('ready');
    const stuck = slowRequest(); // never finished
    await sleep(300);
    server.child.kill('SIGTERM');
    expect(await server.exitWithin(10_000)).toBe(0);
    await expect(stuck.answer).rejects.toThrow();
    expect(leftLocks()).toEqual([]);
  }, 240_000);
});
