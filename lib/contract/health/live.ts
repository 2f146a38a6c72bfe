import { z } from 'zod';

/** GET /api/health/live of the dashboard: the process is up (it asks nothing else). */
export const liveReport = z.object({ status: z.literal('ok') });

export type LiveReport = z.infer<typeof liveReport>;

/** The media type of GET /api/metrics: Prometheus's text exposition format. */
export const METRICS_MEDIA_TYPE = 'text/plain';
