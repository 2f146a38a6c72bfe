export interface RetryPolicy {
  /** Attempts in all; the mail is given up after the last one fails. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles with each further failure. */
  firstDelayMs: number;
  /** The longest wait between two attempts. */
  maxDelayMs: number;
}

/** 8 attempts over about an hour: 30 s, 1, 2, 4, 8, 16, 32 min between them. */
export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 8,
  firstDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
};

/** The wait before the next attempt after `attempts` failed ones; null: give up. */
export function retryDelayMs(attempts: number, policy: RetryPolicy): number | null {
  if (attempts >= policy.maxAttempts) return null;
  const delay = policy.firstDelayMs * 2 ** Math.max(0, attempts - 1);
  return Math.min(delay, policy.maxDelayMs);
}
