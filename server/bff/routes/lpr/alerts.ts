import 'server-only';
import { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import { bffRouter, on } from '../../route';
import { deleteAlerts } from '@/lib/contract';
import { alertListQuery, deleteRowsBody, type DeleteRowsResponse } from '@/lib/contract/lpr/bff';
import { parseBody, parseParams } from '../../context';
import { requireOrg, requireSession } from '../../guards';
import { parseQuery } from '../../parse-query';
import { alertLists, listAlerts, loadScan, scanParam } from '../../views/scans';

/**
 * /api/alerts: the Alerts screen (all, per list, search) and one alert. Images come from
 * /api/scans/:uuid/image/:kind. The organisation is always the session's.
 */
export const alertsRoutes = bffRouter('/api/alerts');
alertsRoutes.use('*', requireSession, requireOrg);

/** One page of all alerts or of one list's, or every alert whose plate starts with q. */
on(alertsRoutes, lprBffRoutes.listAlerts, async (c) =>
  c.json(await listAlerts(c.var.caller, parseQuery(c, alertListQuery))),
);

/** The lists of the filter chips (full names), sorted by name. */
on(alertsRoutes, lprBffRoutes.alertLists, async (c) => c.json(await alertLists(c.var.caller)));

/** Deletes the alerts of these scans; the scans stay in the scan history. */
on(alertsRoutes, lprBffRoutes.deleteAlerts, async (c) => {
  const p = c.var.caller;
  const { entity } = p;
  const { uuids } = await parseBody(c, deleteRowsBody);
  const result = await p.call(deleteAlerts, {
    query: { entityUUID: entity },
    body: uuids,
  });
  return c.json<DeleteRowsResponse>({ deleted: result.deleted });
});

on(alertsRoutes, lprBffRoutes.getAlert, async (c) =>
  c.json(await loadScan(c.var.caller, parseParams(c, scanParam).uuid, 'alerts')),
);
