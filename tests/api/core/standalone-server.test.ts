import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Issue 26 item 8: the shipped folder's server.js (scripts/standalone-server.mjs) starts Next's
 * own server (renamed next-server.js) and offers each request to the /api fast path published
 * on a global, else to Next. Here next-server.js is a stand-in with the parts of Next's start
 * that matter: one `http.createServer` for its listener, and on SIGTERM it stops accepting and
 * exits once running requests are done (next/dist/server/lib/start-server.js); it publishes a
 * fast path (as instrumentation.ts does) only when server.js offered to serve one.
 */

const root = path.resolve(__dirname, '../../..');

const standIn = `
import http from 'node:http';
const server = http.createServer((req, res) => res.end('next'));
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
if (process.env.PUBLISH && globalThis[Symbol.for('vert.api.fastPath.offered')] === true) {
  globalThis[Symbol.for('vert.api.fastPath')] = (req, res) => {
    if (!req.url.startsWith('/api/')) return false;
    if (req.url === '/api/slow') setTimeout(() => res.end('fast, slow'), 800);
    else res.end('fast');
    return true;
  };
}
`;

let dir: string;
let child: ChildProcess | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'vert-standalone-'));
  copyFileSync(path.join(root, 'scripts/standalone-server.mjs'), path.join(dir, 'server.js'));
  writeFileSync(path.join(dir, 'next-server.js'), standIn);
  writeFileSync(path.join(dir, 'package.json'), '{"type":"module"}');
});

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function start(publish: boolean): Promise<string> {
  child = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    env: { ...process.env, PUBLISH: publish ? '1' : '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child!.stdout!.on('data', (chunk: Buffer) => {
      const found = /port (\d+)/.exec(chunk.toString());
      if (found) resolve(found[1]);
    });
    child!.once('exit', (code) => reject(new Error(`server.js exited (${code})`)));
  });
  return `http://127.0.0.1:${port}`;
}

const text = async (url: string) => (await fetch(url)).text();

describe("the shipped server.js in front of Next's", () => {
  it('hands /api to the published fast path and everything else to Next', async () => {
    const origin = await start(true);
    expect(await text(`${origin}/api/scans`)).toBe('fast');
    expect(await text(`${origin}/login`)).toBe('next');
  });

  it('leaves everything to Next while no fast path is published', async () => {
    const origin = await start(false);
    expect(await text(`${origin}/api/scans`)).toBe('next');
  });

  it("finishes a running /api request on SIGTERM (Next's shutdown covers it) and exits 0", async () => {
    const origin = await start(true);
    const slow = text(`${origin}/api/slow`);
    await new Promise((r) => setTimeout(r, 200));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    child!.kill('SIGTERM');
    expect(await slow).toBe('fast, slow');
    expect(await exited).toBe(0);
  });
});
