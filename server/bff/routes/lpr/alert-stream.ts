import 'server-only';
import {
  alertCursor,
  listNewAlerts,
  LIVE_ALERT_EVENT,
  NEW_ALERTS_LIMIT,
  type NewAlerts,
} from '@/lib/contract';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { messages } from '@/lib/messages';
import { logger } from '@/platform/log';
import { refuseSession } from '@/server/auth/session-store';
import { ProviderError } from '@/server/provider-client';
import type { OrgCaller } from '../../context';
import { endpoint } from '../../endpoint';
import { BffError } from '../../errors';
import { toScanView } from './scan-view';

/**
 * GET /api/alerts/stream (issue 29 item 4): the organisation's new alerts as server-sent events,
 * one stream per signed-in tab (components/lpr/use-live-alerts). The stream polls the provider's
 * cursor read (GET …/alerts/new, provider/services/lpr/new-alerts.ts) every ALERT_STREAM_POLL_MS,
 * so any number of dashboard instances serve it from the database alone; each alert is an event
 * whose `id:` is the cursor after it, so the browser's EventSource, reconnecting after a dropped
 * connection, sends it back as Last-Event-ID and the stream resumes after it without duplicates.
 * A comment every ALERT_STREAM_HEARTBEAT_MS keeps proxies from closing a quiet stream.
 *
 * The first read happens before the answer, so a refused session, organisation or role answers
 * the usual JSON error. After that each poll is the session's provider call: once it is refused
 * (logout revokes the provider session, an expired token, a removed membership) or fails, the
 * stream ends; the browser reconnects, and a refused session then answers 401, which ends its
 * EventSource. The stream also ends when the client goes away (the request's signal, or the
 * body's reader cancelled). Nothing may buffer or compress it: `no-transform` keeps Next's and
 * the fast path's compression off, `x-accel-buffering: no` a proxy's buffering.
 */

export interface AlertStreamSettings {
  /** How often the provider is asked for new alerts. */
  pollMs: number;
  /** The longest quiet time before a heartbeat comment. */
  heartbeatMs: number;
  /** How long the browser waits before reconnecting (the stream's `retry:`). */
  retryMs: number;
}

function msFromEnv(name: string, fallback: number, min: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value >= min ? value : fallback;
}

/** ALERT_STREAM_POLL_MS (default 2000, at least 100), ALERT_STREAM_HEARTBEAT_MS (default 15000). */
export function alertStreamSettings(): AlertStreamSettings {
  return {
    pollMs: msFromEnv('ALERT_STREAM_POLL_MS', 2000, 100),
    heartbeatMs: msFromEnv('ALERT_STREAM_HEARTBEAT_MS', 15_000, 1000),
    retryMs: 3000,
  };
}

/** The headers of an event stream nothing on the way may buffer, compress or keep. */
export const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store, no-transform',
  'x-accel-buffering': 'no',
};

/** One alert as an event: the cursor after it as its id, the alert as the screens get it. */
export function alertEvent(found: NewAlerts['alerts'][number]): string {
  return `id: ${found.cursor}\nevent: ${LIVE_ALERT_EVENT}\ndata: ${JSON.stringify(toScanView(found.alert))}\n\n`;
}

/** The cursor the browser sent back on reconnecting (Last-Event-ID), if any. */
function lastEventId(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === '') return undefined;
  const parsed = alertCursor.safeParse(header.trim());
  if (!parsed.success) throw new BffError(400, 'BAD_REQUEST', messages.alertCursorInvalid);
  return parsed.data;
}

/**
 * The event stream after the first read: its alerts, then a poll every `pollMs` from the cursor
 * (at once again after a full page), until the client goes or a poll fails.
 */
export function alertEventStream(
  caller: OrgCaller,
  first: NewAlerts,
  options: AlertStreamSettings & { signal: AbortSignal; cookie: string | null },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursor = first.cursor;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = Date.now();
  let controller!: ReadableStreamDefaultController<Uint8Array>;

  const stop = () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(timer);
    options.signal.removeEventListener('abort', stop);
    try {
      controller.close();
    } catch {
      // already closed or cancelled by the client
    }
  };
  const send = (text: string) => {
    if (stopped) return;
    controller.enqueue(encoder.encode(text));
    lastWrite = Date.now();
  };
  const poll = async () => {
    let next: NewAlerts;
    try {
      next = await caller.call(listNewAlerts, {
        params: { entity: caller.entity },
        query: { after: cursor },
      });
    } catch (error) {
      if (error instanceof ProviderError && error.endsSession) {
        refuseSession(options.cookie, caller.session);
      } else if (!(error instanceof ProviderError && error.status < 500)) {
        logger.warn('alert stream: poll failed', { error: String(error) });
      }
      stop();
      return;
    }
    if (stopped) return;
    for (const found of next.alerts) send(alertEvent(found));
    cursor = next.cursor;
    if (Date.now() - lastWrite >= options.heartbeatMs) send(': heartbeat\n\n');
    const full = next.alerts.length >= NEW_ALERTS_LIMIT;
    timer = setTimeout(() => void poll(), full ? 0 : options.pollMs);
  };

  return new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      if (options.signal.aborted) return stop();
      options.signal.addEventListener('abort', stop);
      send(`retry: ${options.retryMs}\n: live alerts\n\n`);
      for (const found of first.alerts) send(alertEvent(found));
      timer = setTimeout(() => void poll(), options.pollMs);
    },
    cancel: stop,
  });
}

export const alertStreamEndpoints = [
  endpoint(routes.alertStream, {
    summary:
      "The organisation's new alerts as server-sent events (event 'alert', data: the alert, id: its cursor; Last-Event-ID resumes after it).",
    errors: { 400: 'Last-Event-ID is not an alert cursor.' },
    handler: async ({ caller, c }) => {
      const after = lastEventId(c.req.header('last-event-id'));
      const first = await caller.call(listNewAlerts, {
        params: { entity: caller.entity },
        query: after ? { after } : {},
      });
      const body = alertEventStream(caller, first, {
        ...alertStreamSettings(),
        signal: c.req.raw.signal,
        cookie: c.req.header('cookie') ?? null,
      });
      return new Response(body, { status: 200, headers: EVENT_STREAM_HEADERS });
    },
  }),
];
