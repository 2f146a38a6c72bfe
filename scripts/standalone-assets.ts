/**
 * After `next build` (output: 'standalone'): copies what Next leaves out of the shippable folder
 * into it — the browser's static files (.next/static) and public/ — so `.next/standalone` runs
 * on its own with `node server.js` (no node_modules, no tsx, no source), and puts our server.js
 * (scripts/standalone-server.mjs: /api on the fast path) in front of Next's, which it renames
 * next-server.js. `npm run build` runs this after Next; `npm start` serves that folder.
 */
import {
  copyFileSync,
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const standaloneDir = (root: string) => path.join(root, '.next', 'standalone');
export const standaloneServer = (root: string) => path.join(standaloneDir(root), 'server.js');
/** Next's generated server, renamed; our server.js starts it. */
export const NEXT_SERVER = 'next-server.js';
const wrapper = (root: string) => path.join(root, 'scripts', 'standalone-server.mjs');

/** Renames Next's server.js to next-server.js (once per build) and puts ours in its place. */
function wrapNextServer(root: string): void {
  const server = standaloneServer(root);
  // Next's generated file hands its config to the server through this variable; ours doesn't.
  if (readFileSync(server, 'utf8').includes('__NEXT_PRIVATE_STANDALONE_CONFIG')) {
    renameSync(server, path.join(standaloneDir(root), NEXT_SERVER));
  }
  copyFileSync(wrapper(root), server);
}

/**
 * What must never ship: the build traced a folder chosen at run time (a data folder with its
 * database and secrets.json, the test results) when a path was built from a variable.
 */
const NEVER_SHIPPED = /^(data|test-results|tests|bench|\.env.*|secrets\.json)$/;

/** Top-level entries of the shippable folder that must not be there (a tracing mistake). */
export function unshippable(dir: string): string[] {
  return readdirSync(dir).filter((entry) => NEVER_SHIPPED.test(entry));
}

export function copyStandaloneAssets(root: string): void {
  const target = standaloneDir(root);
  if (!existsSync(standaloneServer(root))) {
    throw new Error(
      `${path.relative(root, target)}/server.js is missing: is output 'standalone' set?`,
    );
  }
  const stray = unshippable(target);
  if (stray.length > 0) {
    throw new Error(
      `.next/standalone holds ${stray.join(', ')}: a path built from a run-time folder was traced ` +
        '(mark it with /*turbopackIgnore: true*/, as provider/secrets.ts does)',
    );
  }
  const copies: Array<[string, string]> = [
    [path.join(root, '.next', 'static'), path.join(target, '.next', 'static')],
    [path.join(root, 'public'), path.join(target, 'public')],
  ];
  for (const [from, to] of copies) {
    rmSync(to, { recursive: true, force: true });
    if (existsSync(from)) cpSync(from, to, { recursive: true });
  }
  wrapNextServer(root);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  copyStandaloneAssets(path.resolve(import.meta.dirname, '..'));
  console.log(
    '[build] .next/standalone: static files and public/ copied, /api fast path in server.js; run it with `node server.js`',
  );
}
