/**
 * The BFF-versus-raw-SQL measurement of bench/permits-issued.ts and bench/scans.ts as shared
 * helpers: capture the statements the provider runs while it serves a request, replay them raw
 * on the same connection, time both, print p50/p95/min with their ratios.
 */
import { performance } from 'node:perf_hooks';

export type Statement = { sql: string; params: unknown[] | undefined; options: unknown };
export type QueryFn = (sql: string, params?: unknown[], options?: unknown) => Promise<unknown>;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
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
}

/** Times `bffCall` and the replay of its statements, interleaved, `iterations` times. */
export async function timeAgainstRaw(
  rawQuery: QueryFn,
  statements: Statement[],
  bffCall: () => Promise<void>,
  iterations: number,
): Promise<{ bff: number[]; raw: number[] }> {
  const bff: number[] = [];
  const raw: number[] = [];
  for (let i = 0; i < iterations; i++) {
    let start = performance.now();
    await bffCall();
    bff.push(performance.now() - start);
    start = performance.now();
    for (const s of statements) await rawQuery(s.sql, s.params, s.options);
    raw.push(performance.now() - start);
  }
  return { bff, raw };
}

/** Prints the table; answers the worst p50 ratio. */
export function printRatios(title: string, rows: RatioRow[]): number {
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
  let worst = 0;
  const cells = rows.map((r) => {
    const [b50, b95, r50, r95] = [
      percentile(r.bff, 50),
      percentile(r.bff, 95),
      percentile(r.raw, 50),
      percentile(r.raw, 95),
    ];
    const [bMin, rMin] = [Math.min(...r.bff), Math.min(...r.raw)];
    worst = Math.max(worst, b50 / r50);
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
  return worst;
}
