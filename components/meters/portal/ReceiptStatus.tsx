'use client';
import { useCallback, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { timeLeft } from '@/lib/rules/meters/time-left';

/**
 * Whether a session's end has come, kept true to the clock in the browser: false until `end`,
 * then true at that moment (a timer set for the end itself, not the next second's tick).
 * `expiredAtRender` is the server's answer, so the first render matches the server's HTML.
 */
export function useExpired(endMs: number, expiredAtRender: boolean): boolean {
  // The clock is the store: a timer for the end tells React to read it again.
  const subscribe = useCallback(
    (changed: () => void) => {
      const timer = setTimeout(changed, Math.max(0, endMs - Date.now()));
      return () => clearTimeout(timer);
    },
    [endMs],
  );
  return useSyncExternalStore(
    subscribe,
    () => Date.now() >= endMs,
    () => expiredAtRender,
  );
}

/** The time left, ticking each second until the end. */
function useTimeLeft(endMs: number, initial: string): string {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    const tick = () => setLeft(timeLeft(endMs, Date.now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endMs]);
  return left;
}

/**
 * The receipt's status (the page's only script): the 'Valid' badge and the time left, ticking
 * each second; at the session's end the badge turns 'Expired' and the countdown goes. The server renders the first state from the provider's
 * status. The badge is a status region (the change is announced); the timer is read on demand,
 * not every second.
 */
export function ReceiptStatus({
  end,
  status,
  initialLeft,
  title,
}: {
  end: string;
  status: 'Valid' | 'Expired';
  initialLeft: string;
  title: ReactNode;
}) {
  const endMs = Date.parse(end);
  const expired = useExpired(endMs, status === 'Expired');
  return (
    <>
      <div className="flex items-center justify-between gap-3">
        {title}
        <span
          role="status"
          className={`rounded-full px-3 py-1 text-sm font-semibold ${
            expired ? 'bg-gray-200 text-gray-900' : 'bg-green-100 text-green-900'
          }`}
        >
          {expired ? 'Expired' : 'Valid'}
        </span>
      </div>
      {expired ? null : (
        <div className="mt-3 text-center">
          <p className="text-sm text-gray-700">Time left</p>
          <Countdown endMs={endMs} initial={initialLeft} />
        </div>
      )}
    </>
  );
}

/** Its children (the add-time form) until the session's end, then nothing. */
export function WhileValid({ end, children }: { end: string; children: ReactNode }) {
  const expired = useExpired(Date.parse(end), false);
  return expired ? null : children;
}

function Countdown({ endMs, initial }: { endMs: number; initial: string }) {
  const left = useTimeLeft(endMs, initial);
  return (
    <span className="font-mono text-3xl font-semibold tabular-nums" role="timer" aria-live="off">
      {left}
    </span>
  );
}
