/**
 * Closed-loop load (issue 26 item 8): `c` connections (autocannon), each sending its next request
 * when the answer to the last one has arrived, for a few seconds; the answers' latencies are
 * recorded one by one (p50/p95 exact), the first second is warm-up and not counted. Connections
 * are spread over the given origins (connection i → origin i mod n, as a balancer keeps a
 * connection on one instance).
 */
import autocannon from 'autocannon';
import os from 'node:os';
import { performance } from 'node:perf_hooks';

export interface StepResult {
  concurrency: number;
  /** Answers per second in the counted window. */
  rps: number;
  p50: number;
  p95: number;
  /** Non-2xx answers, connection errors and timeouts in the whole step. */
  errors: number;
  /** Every answer of the step, the warm-up's included (to divide CPU time by). */
  answers: number;
  /** The 1-minute load average at the end of the step. */
  load: number;
}

export interface StepOptions {
  origins: string[];
  /** The path every request asks for, or several asked in turn on each connection. */
  path: string | string[];
  cookie: string;
  /** More request headers (a bearer token for the provider alone). */
  headers?: Record<string, string>;
  concurrency: number;
  seconds: number;
  /** Seconds at the start not counted (connections open, caches warm). */
  warmupSeconds?: number;
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** One step: `concurrency` connections for warm-up + `seconds`. */
export async function step(options: StepOptions): Promise<StepResult> {
  const warmup = options.warmupSeconds ?? 1;
  const latencies: number[] = [];
  let errors = 0;
  let answers = 0;
  const start = performance.now();
  const countFrom = start + warmup * 1000;
  const paths = typeof options.path === 'string' ? [options.path] : options.path;
  let done!: (r: autocannon.Result) => void;
  let failed!: (e: unknown) => void;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    done = resolve;
    failed = reject;
  });
  const instance = autocannon(
    {
      // Several URLs are allowed (connections spread over them); the types say one.
      url: options.origins.map((o) => o + paths[0]) as unknown as string,
      ...(paths.length > 1 ? { requests: paths.map((path) => ({ method: 'GET', path })) } : {}),
      connections: options.concurrency,
      duration: warmup + options.seconds,
      headers: { cookie: options.cookie, ...options.headers },
      timeout: 10,
    },
    (error, result) => (error ? failed(error) : done(result)),
  );
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    answers += 1;
    if (statusCode < 200 || statusCode > 299) errors += 1;
    if (performance.now() >= countFrom) latencies.push(responseTime);
  });
  const result = await finished;
  const countedSeconds = (performance.now() - countFrom) / 1000;
  return {
    concurrency: options.concurrency,
    rps: latencies.length / countedSeconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors: errors + result.errors + result.timeouts,
    answers,
    load: os.loadavg()[0],
  };
}

/** Whether a step is within the target: p95 ≤ 500 ms and no error. */
export const withinTarget = (s: StepResult, p95Limit = 500) => s.errors === 0 && s.p95 <= p95Limit;

/** The best answers per second of the steps within the target (0 if none). */
export function saturation(steps: StepResult[]): StepResult | null {
  let best: StepResult | null = null;
  for (const s of steps) if (withinTarget(s) && (!best || s.rps > best.rps)) best = s;
  return best;
}

export interface LadderTarget {
  name: string;
  origins: string[];
}

/**
 * Rising concurrency (1, 2, 4 … max) for each target, interleaved: at each level every target
 * still under the limit runs one step, the order alternating level by level so neither always
 * goes first. A target stops climbing once a step passes p95 500 ms or has an error.
 */
export async function ladder(
  targets: LadderTarget[],
  options: Omit<StepOptions, 'origins' | 'concurrency'> & {
    maxConcurrency: number;
    onStep?: (target: string, result: StepResult) => void;
  },
): Promise<Map<string, StepResult[]>> {
  const steps = new Map(targets.map((t) => [t.name, [] as StepResult[]]));
  const climbing = new Set(targets.map((t) => t.name));
  let level = 0;
  for (let c = 1; c <= options.maxConcurrency && climbing.size; c *= 2, level++) {
    const order = level % 2 === 0 ? targets : [...targets].reverse();
    for (const t of order) {
      if (!climbing.has(t.name)) continue;
      const result = await step({ ...options, origins: t.origins, concurrency: c });
      steps.get(t.name)!.push(result);
      options.onStep?.(t.name, result);
      if (!withinTarget(result)) climbing.delete(t.name);
    }
  }
  return steps;
}
