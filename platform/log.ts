import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

/**
 * The one logger of both tiers (the provider and the dashboard's BFF import it): one JSON line
 * per event on stdout, at or above LOG_LEVEL (error | warn | info | debug, default info; 'silent'
 * writes nothing). Lines never carry bodies, headers, cookies, tokens or raw paths: callers pass
 * only the fields below, and request lines name the route pattern, not the URL.
 */
export type LogLevel = 'error' | 'warn' | 'info' | 'debug';

const rank: Record<LogLevel, number> = { error: 0, warn: 1, info: 2, debug: 3 };

function threshold(): number {
  const wanted = (process.env.LOG_LEVEL ?? '').trim().toLowerCase();
  if (wanted === 'silent') return -1;
  return rank[wanted as LogLevel] ?? rank.info;
}

type Writer = (line: string) => void;
const stdout: Writer = (line) => {
  process.stdout.write(`${line}\n`);
};
let writer: Writer = stdout;

/** Sends log lines elsewhere (tests); no argument restores stdout. Returns the previous writer. */
export function setLogWriter(next?: Writer): Writer {
  const previous = writer;
  writer = next ?? stdout;
  return previous;
}

/** What one request carries through its async work: its id. */
export interface RequestContext {
  requestId: string;
}

const requestStore = new AsyncLocalStorage<RequestContext>();

/** The id of the request being served (also inside the provider's calls it makes), if any. */
export function currentRequestId(): string | undefined {
  return requestStore.getStore()?.requestId;
}

const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** An incoming X-Request-Id when it is a sane token (letters, digits, . _ : -; ≤ 128), else a new one. */
export function requestIdFrom(header: string | null | undefined): string {
  const value = header?.trim();
  return value && SANE_ID.test(value) ? value : randomUUID();
}

/** A failed query's message lists its parameters (e-mails, hashes, tokens): they are cut. */
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;
const withoutParams = (text: string | undefined) =>
  text?.replace(QUERY_PARAMS, '\nparams: [not logged]');

/**
 * An error as loggable fields: its name, message, stack and its cause's message, never the
 * objects it holds nor a failed query's parameters.
 */
export function errorFields(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? withoutParams(error.cause.message) : undefined;
    return {
      error: {
        name: error.name,
        message: withoutParams(error.message),
        stack: withoutParams(error.stack),
        ...(cause ? { cause } : {}),
      },
    };
  }
  return { error: { message: String(error) } };
}

export function log(level: LogLevel, msg: string, fields: Record<string, unknown> = {}): void {
  if (rank[level] > threshold()) return;
  const requestId = currentRequestId();
  const line = {
    time: new Date().toISOString(),
    level,
    msg,
    ...(requestId && !('requestId' in fields) ? { requestId } : {}),
    ...fields,
  };
  try {
    writer(JSON.stringify(line));
  } catch {
    // A log line that cannot be written (closed stdout) never breaks a request.
  }
}

export const logger = {
  error: (msg: string, fields?: Record<string, unknown>) => log('error', msg, fields),
  warn: (msg: string, fields?: Record<string, unknown>) => log('warn', msg, fields),
  info: (msg: string, fields?: Record<string, unknown>) => log('info', msg, fields),
  debug: (msg: string, fields?: Record<string, unknown>) => log('debug', msg, fields),
};

/**
 * The matched route's pattern ('/api/scans/:uuid'), never the raw path with its ids or tokens.
 * By default the route whose handler answered (a middleware's '/api/lists/*' when it refused);
 * `index` -1 is the last route matched, the one the request addressed (the dashboard's metrics).
 */
export function routePattern(c: Context, index?: number): string {
  try {
    return routePath(c, index) || 'unmatched';
  } catch {
    return 'unmatched';
  }
}

export interface RequestLogOptions<C extends Context> {
  /** 'bff' or 'provider': which tier wrote the line. */
  tier: string;
  /** The organisation the request acted for, once the handler has run (never from the raw URL). */
  organisation?: (c: C) => string | undefined;
}

/**
 * Hono middleware: takes or makes the request id (answered as X-Request-Id), runs the request
 * with it (so the BFF forwards it to the provider and error lines carry it) and writes one line
 * when the answer is ready: time, method, route pattern, status, duration, organisation, request id.
 */
export function requestLog<C extends Context>(options: RequestLogOptions<C>): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdFrom(c.req.header('x-request-id'));
    let failed = false;
    try {
      await requestStore.run({ requestId }, next);
    } catch (error) {
      failed = true;
      throw error;
    } finally {
      let organisation: string | undefined;
      try {
        organisation = options.organisation?.(c as C);
      } catch {
        organisation = undefined;
      }
      const status = failed ? 500 : c.res.status;
      log(status >= 500 ? 'error' : 'info', 'request', {
        tier: options.tier,
        method: c.req.method,
        route: routePattern(c),
        status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        organisation: organisation ?? null,
        requestId,
      });
      if (!failed) {
        try {
          c.res.headers.set('x-request-id', requestId);
        } catch {
          // A passed-through answer with immutable headers keeps them.
        }
      }
    }
  };
}
