import { z } from 'zod';
import { callsOf } from '../define-call';

/** One part's state in a health report: 'unknown' when the part that checks it did not answer. */
export const healthState = z.enum(['ok', 'down', 'unknown']);

/** What both health reports say: the overall state, the version and the database's state. */
const healthBase = z.object({
  status: z.enum(['ok', 'down']),
  version: z.string(),
  database: z.object({ status: healthState }),
});

/** The mail outbox's backlog (the worker sends after commit): informative, never 'down'. */
export const outboxHealth = z.object({
  /** Mails waiting to be sent (new or to be retried). */
  pending: z.number().int().nonnegative(),
  /** Seconds since the oldest waiting mail was written; null when none waits. */
  oldestPendingSeconds: z.number().int().nonnegative().nullable(),
  /** Mails given up after their last attempt failed. */
  failed: z.number().int().nonnegative(),
});

/** The nightly retention job's last run (issue 30 item 1): when, and what it removed per kind. */
export const retentionHealth = z.object({
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  /** A run holds the job's lease now. */
  running: z.boolean(),
  /** Records the last finished run removed, per kind of data. */
  removed: z.record(z.string(), z.number().int().nonnegative()),
  batches: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
});

/**
 * GET /api/health of the provider (`npm run provider`): its database's state, the version and,
 * when the database answers, the mail outbox's backlog and the retention job's last run.
 */
export const providerHealthReport = healthBase.extend({
  outbox: outboxHealth.optional(),
  retention: retentionHealth.optional(),
});

export type ProviderHealthReport = z.infer<typeof providerHealthReport>;

/** GET /api/health of the dashboard: the provider's and the database's state and the version. */
export const healthReport = healthBase.extend({
  provider: z.object({ status: healthState }),
});

export type HealthReport = z.infer<typeof healthReport>;

const call = callsOf('health');

export const providerHealth = call.get('health', {
  path: '/api/health',
  summary: "The provider's health for load balancers and monitors: 200 when its database answers.",
  auth: false,
  response: providerHealthReport,
  errors: { 503: 'The database does not answer (the same report, status down).' },
  errorResponse: providerHealthReport,
});
