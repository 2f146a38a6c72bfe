'use client';
import { useEffect, useState } from 'react';
import { timeLeft } from '@/lib/rules/meters/time-left';

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
