/**
 * `npm start`: one command to run the whole product.
 * 1. reads .env when present; 2. generates missing secrets into DATA_DIR (one log line);
 * 3. builds when there is no production build (or with --build); 4. serves the build's
 * shippable folder (`node .next/standalone/server.js`, scripts/standalone-assets.ts) on PORT (3000).
 * `npm run dev` serves the development server instead. The embedded provider opens its
 * database, migrates and seeds on the server's first start (instrumentation.ts).
 */
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ensureSecrets } from '../provider/secrets';
import { copyStandaloneAssets, standaloneServer } from './standalone-assets';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const dev = args.includes('--dev');

if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));
process.env.NEXT_TELEMETRY_DISABLED ??= '1';
// The lockfile made here lacks other platforms' swc binaries; don't let Next try to patch it.
process.env.NEXT_IGNORE_INCORRECT_LOCKFILE ??= '1';
process.env.DATA_DIR ??= path.join(root, 'data');
ensureSecrets(process.env.DATA_DIR);

const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
const port = process.env.PORT ?? '3000';

if (!dev && (args.includes('--build') || !existsSync(standaloneServer(root)))) {
  console.log('[start] no production build yet: building (takes a minute or two)…');
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  copyStandaloneAssets(root);
}

// Production serves the shippable folder itself (.next/standalone/server.js), as a host would.
const server = spawn(
  process.execPath,
  dev ? [nextBin, 'dev', '-p', port] : [standaloneServer(root)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, NODE_ENV: dev ? 'development' : 'production' },
  },
);
// SIGTERM / SIGINT go to Next, which stops accepting, finishes running requests (at most
// SHUTDOWN_TIMEOUT_MS), closes the embedded database (instrumentation.ts) and exits 0; this
// process ends with it. A server killed by a signal is a failure (128 + its number).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) =>
  process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 0)),
);
