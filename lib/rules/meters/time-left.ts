/** '1:05:09' or '4:09' left until `endMs` (0:00 once passed): the receipt's countdown. */
export function timeLeft(endMs: number, nowMs: number): string {
  const total = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
