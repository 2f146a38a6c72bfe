import 'server-only';

/**
 * Failed sign-ins in a sliding one-minute window, counted per account and address (limit 10),
 * per address alone (50, so one office behind a shared address is not locked out by one person)
 * and per account alone (30, so rotating forged addresses does not help a guesser). In-process:
 * with several dashboard instances each counts its own.
 */
const WINDOW_MS = 60_000;
const LIMIT = Number(process.env.LOGIN_FAILURE_LIMIT ?? 10);

const failures = new Map<string, number[]>();

function recent(key: string, now: number): number[] {
  const list = (failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  if (list.length) failures.set(key, list);
  else failures.delete(key);
  return list;
}

function limitsOf(email: string, ip: string): Array<[key: string, limit: number]> {
  const account = email.trim().toLowerCase();
  return [
    [`account+ip:${account}|${ip}`, LIMIT],
    [`ip:${ip}`, LIMIT * 5],
    [`account:${account}`, LIMIT * 3],
  ];
}

export function isLoginBlocked(email: string, ip: string, now = Date.now()): boolean {
  return limitsOf(email, ip).some(([key, limit]) => recent(key, now).length >= limit);
}

export function recordLoginFailure(email: string, ip: string, now = Date.now()): void {
  for (const [key] of limitsOf(email, ip)) failures.set(key, [...recent(key, now), now]);
}

export function clearLoginFailures(email: string, ip: string): void {
  failures.delete(limitsOf(email, ip)[0][0]);
}

/** For tests. */
export function resetLoginLimits(): void {
  failures.clear();
}
