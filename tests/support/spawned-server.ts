import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The repository's root: spawned servers run from it. */
export const repoRoot = path.resolve(__dirname, '../..');

export interface SpawnedServer {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Resolves once its output holds `text`; throws if it exits first or `ms` pass. */
  waitFor: (text: string, ms?: number) => Promise<void>;
  /** Its exit code once it exits. */
  exited: Promise<number | null>;
  /** Its exit code if it exits within `ms`, else 'running'. */
  exitWithin: (ms: number) => Promise<number | null | 'running'>;
}

/**
 * Starts a server process of the project (Node with tsx) as ops would, collecting its output;
 * every process started here is added to `running` so the suite can kill what is left.
 */
export function spawnServer(
  args: string[],
  env: Record<string, string>,
  running: ChildProcess[],
): SpawnedServer {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (text: string, ms = 150_000) => {
    const until = Date.now() + ms;
    while (!out.includes(text)) {
      if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
      if (Date.now() > until) throw new Error(`no "${text}" within ${ms} ms: ${out}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const exitWithin = async (ms: number): Promise<number | null | 'running'> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'running'>((resolve) => {
      timer = setTimeout(() => resolve('running'), ms);
    });
    try {
      return await Promise.race([exited, late]);
    } finally {
      clearTimeout(timer);
    }
  };
  return { child, output: () => out, waitFor, exited, exitWithin };
}
