'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { LIVE_ALERT_EVENT, type LiveAlert } from '@/lib/contract/lpr/constants';
import { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';

/**
 * The organisation's new alerts as they happen (issue 29 item 4), from GET /api/alerts/stream:
 * one EventSource per tab, shared by every screen part that listens (the overview, /alerts),
 * opened by the first listener and closed shortly after the last one goes (so moving from
 * /overview to /alerts keeps the same stream and misses nothing). The browser reconnects a
 * dropped stream itself, sending the last event's id, and the server resumes after it. A
 * refused reconnect (signed out: 401) closes the EventSource for good; the next listener opens
 * a new one.
 */

type Listener = (alert: LiveAlert) => void;

/** How long the stream outlives its last listener (a page change re-subscribes within it). */
export const LIVE_ALERTS_LINGER_MS = 1500;

const listeners = new Set<Listener>();
let source: EventSource | null = null;
let closing: ReturnType<typeof setTimeout> | undefined;

function onAlert(event: MessageEvent<string>) {
  let alert: LiveAlert;
  try {
    alert = JSON.parse(event.data) as LiveAlert;
  } catch {
    return;
  }
  for (const listener of listeners) listener(alert);
}

function openStream() {
  clearTimeout(closing);
  closing = undefined;
  if (source || typeof EventSource === 'undefined') return;
  const opened = new EventSource(endpointUrl(lprBffRoutes.alertStream));
  opened.addEventListener(LIVE_ALERT_EVENT, onAlert as EventListener);
  opened.addEventListener('error', () => {
    // CLOSED: the server refused the reconnect (signed out, no organisation); else it retries.
    if (opened.readyState === EventSource.CLOSED && source === opened) source = null;
  });
  source = opened;
}

function closeStream() {
  clearTimeout(closing);
  closing = undefined;
  source?.close();
  source = null;
}

/** Closes the tab's stream now (sign-out), whoever still listens. */
export function closeLiveAlerts(): void {
  closeStream();
}

/** Calls `listener` with each new alert of the organisation while the component is mounted. */
export function useLiveAlerts(listener: Listener): void {
  const latest = useRef(listener);
  useLayoutEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const each: Listener = (alert) => latest.current(alert);
    listeners.add(each);
    openStream();
    return () => {
      listeners.delete(each);
      if (listeners.size > 0) return;
      clearTimeout(closing);
      closing = setTimeout(closeStream, LIVE_ALERTS_LINGER_MS);
    };
  }, []);
}
