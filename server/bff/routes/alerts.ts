import 'server-only';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  deleteAlerts,
  getAlert,
  listScansPage,
  listSimpleLists,
  searchScans,
} from '@/lib/contract';
import {
  alertListQuery,
  deleteRowsBody,
  type AlertListsResponse,
  type DeleteRowsResponse,
} from '@/lib/contract/bff-lpr';
import { messages } from '@/lib/messages';
import { callProvider } from '@/server/provider-client';
import type { BffContext, BffEnv } from '../context';
import { parseBody, parseParams } from '../context';
import { requireOrg, requireSession } from '../guards';
import { parseQuery } from '../parse-query';
import { scanListResponse, scanNotFoundResponse, toScanView } from '../scan-view';

/**
 * /api/alerts: the Alerts screen (all, per list, search) and one alert. Images come from
 * /api/scans/:uuid/image/:kind. The organisation is always the session's.
 */
export const alertsRoutes = new Hono<BffEnv>();
alertsRoutes.use('*', requireSession, requireOrg);

const alertParam = z.object({ uuid: z.uuid({ message: messages.scanNotFound }) });

function who(c: BffContext) {
  return { token: c.get('session').providerJwt, entity: c.get('org').uuid };
}

/** One page of all alerts or of one list's, or every alert whose plate starts with q. */
alertsRoutes.get('/', async (c) => {
  const { token, entity } = who(c);
  const { page, list, q } = parseQuery(c, alertListQuery);
  if (q) {
    const result = await callProvider(searchScans, {
      token,
      params: { entity, term: q },
      query: { alert: 'true' },
    });
    return c.json(scanListResponse(result, 'search', 1));
  }
  const result = await callProvider(listScansPage, {
    token,
    params: { entity, n: page - 1 },
    query: list ? { alert: 'true', list } : { alert: 'true' },
  });
  return c.json(scanListResponse(result, list ? 'list' : 'all', page));
});

/** The lists of the filter chips (full names), sorted by name. */
alertsRoutes.get('/lists', async (c) => {
  const { token, entity } = who(c);
  const { lists } = await callProvider(listSimpleLists, { token, params: { entity } });
  return c.json<AlertListsResponse>({
    lists: lists.map(({ uuid, name, type }) => ({ uuid, name, type })),
  });
});

/** Deletes the alerts of these scans; the scans stay in the scan history. */
alertsRoutes.post('/delete', async (c) => {
  const { token, entity } = who(c);
  const { uuids } = await parseBody(c, deleteRowsBody);
  const result = await callProvider(deleteAlerts, {
    token,
    query: { entityUUID: entity },
    body: uuids,
  });
  return c.json<DeleteRowsResponse>({ deleted: result.deleted });
});

alertsRoutes.get('/:uuid', async (c) => {
  const { token, entity } = who(c);
  const { uuid } = parseParams(c, alertParam);
  try {
    const scan = await callProvider(getAlert, { token, params: { entity, uuid } });
    return c.json(toScanView(scan));
  } catch (error) {
    return scanNotFoundResponse(error);
  }
});
