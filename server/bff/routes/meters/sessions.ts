import 'server-only';
import {
  meterSessionsListAll,
  meterSessionsListMeter,
  meterSessionsSearchAll,
  meterSessionsSearchMeter,
  type MeterSessionsPage,
} from '@/lib/contract';
import {
  meterSessionsBffQuery,
  meterSessionsResponse,
  meterSessionsUuidParams,
  type MeterSessionsResponse,
} from '@/lib/contract/meters/bff';
import { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';
import { portalRootUrl } from '@/server/portal/portal-url';
import { bffArea, endpoint } from '../../endpoint';
import { METER_ERRORS, METER_PARAM, meterRefusals } from './meter-info';

/** /api/meter-sessions: paid parking sessions: per meter, all, plate search. */

/**
 * The page with the portal root its receipt links start at (the screen appends each session's
 * receipt path: one root a page, not a URL a row).
 */
function withReceiptRoot(
  answer: MeterSessionsPage,
  plate: string | null,
  requestUrl: string,
): MeterSessionsResponse {
  return {
    sessions: answer.sessions,
    page: answer.page,
    hasNext: answer.hasNext,
    receiptRoot: portalRootUrl(answer.portalSubdomain, new URL(requestUrl).origin),
    plate,
  };
}

const sessionEndpoints = [
  /** All the organisation's sessions, or one plate's. */
  endpoint(r.meterSessionsAll, {
    summary:
      "/meter/allsessions: all the organisation's paid sessions, newest first, paged from 0 (?page=); ?plate= searches one plate (upper-cased).",
    query: meterSessionsBffQuery,
    response: meterSessionsResponse,
    handler: async ({ caller, query: { page = 0, plate = null }, c }) => {
      const params = { entity: caller.entity };
      const answer = plate
        ? await caller.call(meterSessionsSearchAll, { params, query: { page, plate } })
        : await caller.call(meterSessionsListAll, { params, query: { page } });
      return withReceiptRoot(answer, plate, c.req.url);
    },
  }),

  /** One meter's sessions, or one plate's (404 for another organisation's meter). */
  endpoint(r.meterSessionsOfMeter, {
    summary:
      "/meter/{id}/sessions: one meter's paid sessions, newest first, paged from 0 (?page=); ?plate= searches one plate (upper-cased).",
    params: meterSessionsUuidParams,
    notFound: METER_PARAM,
    query: meterSessionsBffQuery,
    response: meterSessionsResponse,
    errors: METER_ERRORS,
    handler: async ({ caller, params: { uuid }, query: { page = 0, plate = null }, c }) => {
      const params = { entity: caller.entity, uuid };
      const answer = plate
        ? await caller.call(meterSessionsSearchMeter, { params, query: { page, plate } })
        : await caller.call(meterSessionsListMeter, { params, query: { page } });
      return withReceiptRoot(answer, plate, c.req.url);
    },
  }),
];

export const meterSessionEndpoints = bffArea(meterRefusals, sessionEndpoints);
