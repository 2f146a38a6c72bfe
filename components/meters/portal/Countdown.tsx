'use client';
import { useEffect, useState } from 'react';

/** '1:05:09' or '4:09' left until `end`. */
export function timeLeft(endMs: number, nowMs: number): string {
  const total = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The time left on a valid session, ticking each second (the receipt page's only script). The
 * server renders the first value; at the end it reads 'Expired'. Screen readers get the value
 * on demand, not every second.
 */
export function Countdown({ end, initial }: { end: string; initial: string }) {
  const endMs = Date.parse(end);
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    const tick = () => setLeft(Date.now() >= endMs ? 'Expired' : timeLeft(endMs, Date.now()));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [endMs]);
  return (
    <span className="font-mono text-3xl font-semibold tabular-nums" role="timer" aria-live="off">
      {left}
    </span>
  );
}
