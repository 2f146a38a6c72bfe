/**
 * The BFF-versus-raw-SQL measurement every list benchmark shares (citations, meters, permits,
 * holders, scans): open the bench's own embedded database, sign a browser stand-in in, then
 * per endpoint capture the statements the provider runs while it serves the request and replay
 * them raw on the same connection, time both interleaved, print p50/p95/min with their ratios,
 * and where the BFF call's time goes (its own work, the provider's outside the database, SQL).
 *
 * The BFF figure is the product path of a user's request: the BFF's Request → Response handler
 * with a real session cookie (guards, the provider call in-process, zod, JSON) until the last
 * byte of the answer is read. The raw figure is the same SQL with the same parameters and row
 * options on the same connection. Robust on a shared machine: warm-up calls of both first, then
 * the pairs alternate which one runs first (neither is always the one that finds warm caches),
 * and the p50 of many runs is compared.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { SQL } from 'drizzle-orm';
import type { BffClient } from '../../tests/support/bff-client';

export type Statement = { sql: string; params: unknown[] | undefined; options: unknown };
export type QueryFn = (sql: string, params?: unknown[], options?: unknown) => Promise<unknown>;

export const benchRoot = path.resolve(import.meta.dirname, '..', '..');

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

/**
 * The bench's database: DATA_DIR is bench/out/<name> (or BENCH_DATA_DIR), mail silent, sign-in
 * limits off, plus `env`; then the in-process provider on it. Call before anything imports the
 * provider (it reads its environment once).
 */
export async function openBenchDatabase(name: string, env: Record<string, string> = {}) {
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(benchRoot, 'bench', 'out', name);
  mkdirSync(dataDir, { recursive: true });
  process.env.DATA_DIR = dataDir;
  process.env.MAIL_LOG = 'silent';
  process.env.LOGIN_FAILURE_LIMIT = '1000';
  Object.assign(process.env, env);
  const { ensureSecrets, getProvider } = await import('../../provider');
  ensureSecrets(dataDir);
  const provider = await getProvider();
  const db = provider.db;
  return {
    dataDir,
    provider,
    db,
    /** The rows of a statement. */
    rowsOf: async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows,
    close: () => provider.close(),
  };
}

/** A browser stand-in signed in as `email` with the organisation `org` chosen. */
export async function signedInBff(email: string, org: string): Promise<BffClient> {
  const { BffClient } = await import('../../tests/support/bff-client');
  const bff = new BffClient();
  await bff.signInWithOrg(email, org);
  return bff;
}

/** Wraps the database client's query: `capture(fn)` answers the statements run during fn. */
export function statementCapture(db: unknown) {
  const client = (db as { $client: { query: QueryFn } }).$client;
  const rawQuery: QueryFn = client.query.bind(client);
  let captured: Statement[] | null = null;
  client.query = (text, params, options) => {
    captured?.push({ sql: text, params, options });
    return rawQuery(text, params, options);
  };
  return {
    rawQuery,
    async capture<T>(fn: () => Promise<T>): Promise<{ result: T; statements: Statement[] }> {
      captured = [];
      try {
        const result = await fn();
        return { result, statements: captured };
      } finally {
        captured = null;
      }
    },
  };
}

export interface RatioRow {
  name: string;
  rows: number;
  statements: number;
  bff: number[];
  raw: number[];
  /** Where the BFF call's time goes (timeSplit). */
  split?: TimeSplit;
}

/** A BFF call's time in three parts, p50s in ms over separate calls (they add up roughly). */
export interface TimeSplit {
  /** The call's whole time (the harness's Request and reading the answer included). */
  total: number;
  /** Outside the provider: guards, the session, the provider call's Request, JSON. */
  bffOwn: number;
  /** Inside the provider but outside the database: routing, auth, zod, row mapping, views. */
  providerOwn: number;
  /** In the database client's query calls (the statements themselves). */
  sql: number;
}

/**
 * The time during which at least one timed call was running (calls that overlap, such as a
 * screen's statements run together, count once).
 */
function busyClock() {
  let running = 0;
  let since = 0;
  const clock = {
    busy: 0,
    reset() {
      clock.busy = 0;
    },
    async time<T>(fn: () => Promise<T>): Promise<T> {
      if (running++ === 0) since = performance.now();
      try {
        return await fn();
      } finally {
        if (--running === 0) clock.busy += performance.now() - since;
      }
    },
  };
  return clock;
}

/**
 * Times `call` `iterations` times with the in-process provider's handler and the database
 * client's query timed too: the p50 of each part. Separate from the ratio's timed pairs (the
 * wrappers add a little time of their own).
 */
export async function timeSplit(
  db: unknown,
  call: () => Promise<void>,
  iterations: number,
): Promise<TimeSplit> {
  const { getProvider } = await import('../../provider');
  const provider = await getProvider();
  const client = (db as { $client: { query: QueryFn } }).$client;
  const query = client.query;
  const fetch = provider.fetch;
  const sqlClock = busyClock();
  const providerClock = busyClock();
  client.query = (...args) => sqlClock.time(() => query.apply(client, args));
  provider.fetch = (req) => providerClock.time(() => fetch(req));
  const parts = {
    total: [] as number[],
    bffOwn: [] as number[],
    providerOwn: [] as number[],
    sql: [] as number[],
  };
  try {
    for (let i = 0; i < iterations; i++) {
      sqlClock.reset();
      providerClock.reset();
      const start = performance.now();
      await call();
      const total = performance.now() - start;
      parts.total.push(total);
      parts.bffOwn.push(total - providerClock.busy);
      parts.providerOwn.push(providerClock.busy - sqlClock.busy);
      parts.sql.push(sqlClock.busy);
    }
  } finally {
    client.query = query;
    provider.fetch = fetch;
  }
  return {
    total: percentile(parts.total, 50),
    bffOwn: percentile(parts.bffOwn, 50),
    providerOwn: percentile(parts.providerOwn, 50),
    sql: percentile(parts.sql, 50),
  };
}

/**
 * Times `bffCall` and the replay of its statements, `iterations` pairs after `warmup` pairs;
 * every other pair runs the replay first.
 */
export async function timeAgainstRaw(
  rawQuery: QueryFn,
  statements: Statement[],
  bffCall: () => Promise<void>,
  iterations: number,
  warmup = 5,
): Promise<{ bff: number[]; raw: number[] }> {
  const bff: number[] = [];
  const raw: number[] = [];
  const replay = async () => {
    for (const s of statements) await rawQuery(s.sql, s.params, s.options);
  };
  const timed = async (fn: () => Promise<void>, into: number[] | null) => {
    const start = performance.now();
    await fn();
    into?.push(performance.now() - start);
  };
  for (let i = 0; i < warmup + iterations; i++) {
    const keep = i >= warmup;
    if (i % 2 === 0) {
      await timed(bffCall, keep ? bff : null);
      await timed(replay, keep ? raw : null);
    } else {
      await timed(replay, keep ? raw : null);
      await timed(bffCall, keep ? bff : null);
    }
  }
  return { bff, raw };
}

/** An endpoint to time: its name in the table, its BFF URL, and how many rows its answer has. */
export interface Endpoint {
  name: string;
  url: string;
  /** Rows of the answer (default: the length of the answer's first array). */
  rows?: (body: unknown) => number;
}

function rowsOfAnswer(body: unknown): number {
  if (Array.isArray(body)) return body.length;
  if (body && typeof body === 'object') {
    const list = Object.values(body).find(Array.isArray);
    if (list) return list.length;
  }
  return 1;
}

/**
 * Each endpoint through the BFF against its statements replayed raw: warm-up calls, one call
 * whose statements are captured (it must answer 200), then the timed pairs.
 */
export async function compareWithRaw(
  db: unknown,
  bff: BffClient,
  endpoints: Endpoint[],
  options: { iterations: number; warmup?: number },
): Promise<RatioRow[]> {
  const { rawQuery, capture } = statementCapture(db);
  const warmup = options.warmup ?? 5;
  const out: RatioRow[] = [];
  for (const { name, url, rows = rowsOfAnswer } of endpoints) {
    const get = async () => {
      const res = await bff.send('GET', url);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    };
    for (let i = 0; i < warmup; i++) await get();
    const { result, statements } = await capture(() => bff.get(url));
    if (result.status !== 200) throw new Error(`${url} answered ${result.status}`);
    const times = await timeAgainstRaw(rawQuery, statements, get, options.iterations, warmup);
    const split = await timeSplit(db, get, options.iterations);
    out.push({ name, rows: rows(result.body), statements: statements.length, ...times, split });
  }
  return out;
}

export interface RatioSummary {
  /** The worst ratio of p50s (the issues' target). */
  worstP50: number;
  worstP95: number;
  /** The slowest BFF p95, ms. */
  worstBffP95: number;
}

/** Prints the table; answers the worst ratios. */
export function printRatios(title: string, rows: RatioRow[]): RatioSummary {
  const header = [
    'call',
    'rows',
    'SQL stmts',
    'BFF p50 ms',
    'BFF p95 ms',
    'raw p50 ms',
    'raw p95 ms',
    'ratio p50',
    'ratio p95',
    'BFF min',
    'raw min',
    'ratio min',
  ];
  const summary: RatioSummary = { worstP50: 0, worstP95: 0, worstBffP95: 0 };
  const cells = rows.map((r) => {
    const [b50, b95, r50, r95] = [
      percentile(r.bff, 50),
      percentile(r.bff, 95),
      percentile(r.raw, 50),
      percentile(r.raw, 95),
    ];
    const [bMin, rMin] = [Math.min(...r.bff), Math.min(...r.raw)];
    summary.worstP50 = Math.max(summary.worstP50, b50 / r50);
    summary.worstP95 = Math.max(summary.worstP95, b95 / r95);
    summary.worstBffP95 = Math.max(summary.worstBffP95, b95);
    return [
      r.name,
      String(r.rows),
      String(r.statements),
      b50.toFixed(1),
      b95.toFixed(1),
      r50.toFixed(1),
      r95.toFixed(1),
      (b50 / r50).toFixed(2),
      (b95 / r95).toFixed(2),
      bMin.toFixed(1),
      rMin.toFixed(1),
      (bMin / rMin).toFixed(2),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(header));
  for (const c of cells) console.log(line(c));
  printSplits(rows);
  return summary;
}

/** Where each call's BFF time goes (p50 ms), when it was measured. */
function printSplits(rows: RatioRow[]): void {
  const measured = rows.filter((r) => r.split);
  if (!measured.length) return;
  const header = ['where the time goes (p50 ms)', 'total', 'BFF own', 'provider own', 'SQL'];
  const cells = measured.map((r) => {
    const s = r.split!;
    return [r.name, s.total, s.bffOwn, s.providerOwn, s.sql].map((v) =>
      typeof v === 'number' ? v.toFixed(2) : v,
    );
  });
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(line(header));
  for (const c of cells) console.log(line(c));
}

/** The verdict line of a p50 target (≤ 1.5 in the issues). */
export function printTarget(summary: RatioSummary, target = 1.5): void {
  console.log(
    `worst p50 ratio ${summary.worstP50.toFixed(2)} (target ≤ ${target}) → ${summary.worstP50 <= target ? 'met' : 'NOT met'}`,
  );
  if (Number(process.versions.node.split('.')[0]) < 22) {
    console.log(
      `Node ${process.version} is not a supported line (22, 24; README): measure with \`npx -p node@24 npm run <bench>\`.`,
    );
  }
}
