/**
 * The statements the provider runs for some BFF reads, and the BFF's answers (issue 26 item 8):
 * the bare floor server (bench/support/bare-server.mjs) replays exactly these statements.
 *
 * Run in its own process by bench/scale.ts (`tsx --import ./bench/support/plain-node.mjs`), with
 * the product's environment (DATABASE_URL, or DATA_DIR for the embedded database; the secrets):
 * opens the provider in-process on that database, signs CAPTURE_EMAIL in with CAPTURE_ORG chosen,
 * and for each path of CAPTURE_PATHS (comma-separated) captures the statements of one call (as
 * bench/support/bff-vs-raw.ts does). Writes to the file CAPTURE_OUT:
 * `{ capturedAt, reads: [{ path, status, body, statements: [{ text, values, rowMode, name }] }] }`.
 */
import { writeFileSync } from 'node:fs';
import { openBenchDatabase, signedInBff, statementCapture } from './bff-vs-raw';

/** One statement as node-postgres (or PGlite) was handed it, normalised to a query config. */
export interface CapturedStatement {
  text: string;
  values: unknown[];
  rowMode: 'array' | null;
  name: string | null;
}

function normalise(sql: unknown, params: unknown, options: unknown): CapturedStatement {
  if (sql && typeof sql === 'object') {
    const c = sql as { text: string; values?: unknown[]; rowMode?: string; name?: string };
    return {
      text: c.text,
      values: (params as unknown[] | undefined) ?? c.values ?? [],
      rowMode: c.rowMode === 'array' ? 'array' : null,
      name: c.name ?? null,
    };
  }
  const o = (options ?? {}) as { rowMode?: string };
  return {
    text: String(sql),
    values: (params as unknown[] | undefined) ?? [],
    rowMode: o.rowMode === 'array' ? 'array' : null,
    name: null,
  };
}

async function main() {
  const email = process.env.CAPTURE_EMAIL ?? 'admin@demo.test';
  const org = process.env.CAPTURE_ORG ?? 'Northgate University Parking';
  const paths = (process.env.CAPTURE_PATHS ?? '/api/scans').split(',');
  const { db, close } = await openBenchDatabase('capture-data');
  const bff = await signedInBff(email, org);
  const { capture } = statementCapture(db);
  const capturedAt = new Date().toISOString();
  const reads = [];
  for (const path of paths) {
    await bff.send('GET', path).then((r) => r.arrayBuffer()); // warm: prepared statements exist
    const { result, statements } = await capture(async () => {
      const res = await bff.send('GET', path);
      return { status: res.status, body: await res.text() };
    });
    reads.push({
      path,
      ...result,
      statements: statements.map((s) => normalise(s.sql, s.params, s.options)),
    });
  }
  await close();
  const out = process.env.CAPTURE_OUT;
  if (!out) throw new Error('set CAPTURE_OUT (the file to write)');
  writeFileSync(out, JSON.stringify({ capturedAt, reads }));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
