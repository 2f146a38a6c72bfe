import 'server-only';
import { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import { bffRouter, on } from '../../route';
import { z } from 'zod';
import { timezone } from '@/lib/contract';
import { type BffContext, firstIssue } from '../../context';
import { BffError } from '../../errors';
import { requireOrg, requireSession } from '../../guards';
import { overviewActivity, overviewHeatmap, overviewStats } from '../../views/overview';

/**
 * /api/overview: the Home screen's counters and map points, 12-month heatmap and latest
 * activity of the selected organisation, counted in the browser's zone (?tz=, default UTC).
 */
export const overviewRoutes = bffRouter('/api/overview');

const tzQuery = z.object({ tz: timezone.default('UTC') });

function zoneOf(c: BffContext): string {
  const parsed = tzQuery.safeParse({ tz: c.req.query('tz') || undefined });
  if (!parsed.success) throw new BffError(400, 'BAD_REQUEST', firstIssue(parsed.error));
  return parsed.data.tz;
}

/** Counter cards (today and all time) and the recent points of the map. */
on(overviewRoutes, lprBffRoutes.overviewStats, requireSession, requireOrg, async (c) =>
  c.json(await overviewStats(c.var.caller, zoneOf(c))),
);

/** Scans per day of the last 12 months (days without scans omitted). */
on(overviewRoutes, lprBffRoutes.overviewHeatmap, requireSession, requireOrg, async (c) =>
  c.json(await overviewHeatmap(c.var.caller, zoneOf(c))),
);

/** Latest activity: scans per member per day, newest first. */
on(overviewRoutes, lprBffRoutes.overviewActivity, requireSession, requireOrg, async (c) =>
  c.json(await overviewActivity(c.var.caller, zoneOf(c))),
);
