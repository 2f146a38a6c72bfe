import { z } from 'zod';

/** GET /api/health/live of the dashboard: the process is up (it asks nothing else). */
export const liveReport = z.object({ status: z.literal('ok') });

export type LiveReport = z.infer<typeof liveReport>;
