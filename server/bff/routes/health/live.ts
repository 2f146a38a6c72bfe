import 'server-only';
import { healthBffRoutes } from '@/lib/contract/health/bff-routes';
import type { LiveReport } from '@/lib/contract/health';
import { bffRouter, on } from '../../route';

export const liveRoutes = bffRouter('/api/health');

const alive: LiveReport = { status: 'ok' };

/**
 * GET /api/health/live (public, never cached): 200 while this process answers. It asks nothing
 * else, so a slow provider or database never gets a healthy dashboard restarted; GET /api/health
 * is the deep check (provider and database).
 */
on(liveRoutes, healthBffRoutes.live, (c) => c.json(alive));
