/**
 * Set-up steps of the load bench (bench/load.ts): a fresh PostgreSQL database for a shape, and
 * the capture of the provider's statements (bench/support/capture-reads.ts) in its own process.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './load-processes';

/** A fresh database `name` made from the admin URL's server, dropped after `fn`. */
export async function withDatabase(
  admin: string,
  name: string,
  fn: (url: string) => Promise<void>,
): Promise<void> {
  const { Client } = await import('pg');
  const run = async (statement: string) => {
    const client = new Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`drop database if exists "${name}" with (force)`);
  await run(`create database "${name}"`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  try {
    await fn(url.toString());
  } finally {
    await run(`drop database if exists "${name}" with (force)`);
  }
}

/**
 * Runs the capture with `env` (the database: DATABASE_URL, or BENCH_DATA_DIR for the embedded
 * one) and answers the capture file's path.
 */
export async function runCapture(env: Record<string, string>, name: string): Promise<string> {
  const file = path.join(root, 'bench', 'out', `load-capture-${name}.json`);
  const inherited = { ...process.env };
  for (const k of ['DATABASE_URL', 'PROVIDER_API_URL', 'DATA_DIR', 'BENCH_DATA_DIR']) {
    delete inherited[k];
  }
  const child = spawn(
    process.execPath,
    [
      '--import',
      './bench/support/plain-node.mjs',
      '--import',
      'tsx',
      'bench/support/capture-reads.ts',
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...inherited,
        BENCH_DATA_DIR: path.join(root, 'bench', 'out', `load-capture-${name}`),
        MAIL_LOG: 'silent',
        ...env,
        CAPTURE_OUT: file,
      },
    },
  );
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`the statement capture failed (exit ${code})`);
  return file;
}
