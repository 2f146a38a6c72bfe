import 'server-only';
import { deleteAlerts, listScansPage, listSimpleLists, scan, searchScans } from '@/lib/contract';
import {
  alertListQuery,
  alertListsResponse,
  deleteRowsBody,
  deleteRowsResponse,
  scanListResponse as scanListAnswer,
} from '@/lib/contract/lpr/bff';
import { lprBffRoutes as routes } from '@/lib/contract/lpr/bff-routes';
import { lookupReasonQuery } from '@/lib/contract/privacy';
import { reasonFieldsOf } from '@/lib/rules/privacy/lookup-reason';
import { endpoint } from '../../endpoint';
import { loadScan, SCAN_ERRORS, scanListResponse, scanParam } from './scan-view';

/**
 * /api/alerts: the Alerts screen (all, per list, search) and one alert. Images come from
 * /api/scans/:uuid/image/:kind. The organisation is always the session's.
 */
export const alertEndpoints = [
  /** One page of all alerts or of one list's, or every alert whose plate starts with q. */
  endpoint(routes.listAlerts, {
    summary: 'One page of alerts (by list), or all search results.',
    query: alertListQuery,
    response: scanListAnswer,
    handler: async ({ caller, query: { page, list, q, ...why } }) => {
      const { entity } = caller;
      if (q) {
        const result = await caller.call(searchScans, {
          params: { entity, term: q },
          query: { alert: 'true', ...reasonFieldsOf(why) },
        });
        return scanListResponse(result, 'search', 1);
      }
      const result = await caller.call(listScansPage, {
        params: { entity, n: page - 1 },
        query: list ? { alert: 'true', list } : { alert: 'true' },
      });
      return scanListResponse(result, list ? 'list' : 'all', page);
    },
  }),

  /** The lists of the filter chips (full names), sorted by name. */
  endpoint(routes.alertLists, {
    summary: 'The list filter chips of /alerts.',
    response: alertListsResponse,
    handler: async ({ caller }) => {
      const { lists } = await caller.call(listSimpleLists, { params: { entity: caller.entity } });
      return { lists: lists.map(({ uuid, name, type }) => ({ uuid, name, type })) };
    },
  }),

  /** Deletes the alerts of these scans; the scans stay in the scan history. */
  endpoint(routes.deleteAlerts, {
    summary: 'Deletes the selected alerts.',
    body: deleteRowsBody,
    response: deleteRowsResponse,
    handler: async ({ caller, body: { uuids } }) => {
      const result = await caller.call(deleteAlerts, {
        query: { entityUUID: caller.entity },
        body: uuids,
      });
      return { deleted: result.deleted };
    },
  }),

  endpoint(routes.getAlert, {
    summary: 'One alert (the scan detail).',
    params: scanParam,
    query: lookupReasonQuery,
    response: scan,
    errors: SCAN_ERRORS,
    handler: ({ caller, params: { uuid }, query }) => loadScan(caller, uuid, 'alerts', query),
  }),
];
