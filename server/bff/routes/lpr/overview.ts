import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import { timezone } from '@/lib/contract';
import { type BffContext, type BffEnv, firstIssue } from '../../context';
import { BffError } from '../../errors';
import { requireOrg, requireSession } from '../../guards';
import { overviewActivity, overviewHeatmap, overviewStats } from '../../views/overview';
import { whoOf } from '../../views/who';

/**
 * /api/overview: the Home screen's counters and map points, 12-month heatmap and latest
 * activity of the selected organisation, counted in the browser's zone (?tz=, default UTC).
 */
export const overviewRoutes = new Hono<BffEnv>();

const tzQuery = z.object({ tz: timezone.default('UTC') });

function zoneOf(c: BffContext): string {
  const parsed = tzQuery.safeParse({ tz: c.req.query('tz') || undefined });
  if (!parsed.success) throw new BffError(400, 'BAD_REQUEST', firstIssue(parsed.error));
  return parsed.data.tz;
}

/** Counter cards (today and all time) and the recent points of the map. */
overviewRoutes.get('/stats', requireSession, requireOrg, async (c) =>
  c.json(await overviewStats(whoOf(c), zoneOf(c))),
);

/** Scans per day of the last 12 months (days without scans omitted). */
overviewRoutes.get('/heatmap', requireSession, requireOrg, async (c) =>
  c.json(await overviewHeatmap(whoOf(c), zoneOf(c))),
);

/** Latest activity: scans per member per day, newest first. */
overviewRoutes.get('/activity', requireSession, requireOrg, async (c) =>
  c.json(await overviewActivity(whoOf(c), zoneOf(c))),
);
