import { z } from 'zod';
import { defineCall } from '../define-call';

/** One part's state in a health report: 'unknown' when the part that checks it did not answer. */
export const healthState = z.enum(['ok', 'down', 'unknown']);

/** GET /api/health of the provider (`npm run provider`): its database's state and the version. */
export const providerHealthReport = z.object({
  status: z.enum(['ok', 'down']),
  version: z.string(),
  database: z.object({ status: healthState }),
});

export type ProviderHealthReport = z.infer<typeof providerHealthReport>;

/** GET /api/health of the dashboard: the provider's and the database's state and the version. */
export const healthReport = providerHealthReport.extend({
  provider: z.object({ status: healthState }),
});

export type HealthReport = z.infer<typeof healthReport>;

export const providerHealth = defineCall({
  id: 'health',
  area: 'health',
  method: 'GET',
  path: '/api/health',
  summary: "The provider's health for load balancers and monitors: 200 when its database answers.",
  auth: false,
  response: providerHealthReport,
  errors: { 503: 'The database does not answer (the same report, status down).' },
  errorResponse: providerHealthReport,
});
