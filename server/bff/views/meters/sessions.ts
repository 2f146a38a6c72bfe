import 'server-only';
import {
  meterSessionsListAll,
  meterSessionsListMeter,
  meterSessionsSearchAll,
  meterSessionsSearchMeter,
  type MeterSessionsPage,
} from '@/lib/contract';
import type { MeterSessionsResponse } from '@/lib/contract/meters/bff';
import { portalRootUrl } from '@/server/portal/portal-url';
import type { OrgCaller } from '../../context';
import { meterUuidOf } from './meters';

/** The loaders of the session tables (/meter/allsessions, /meter/{id}/sessions). */

export interface SessionsInput {
  page: number;
  /** Upper-cased plate, or null for no search. */
  plate: string | null;
}

/**
 * The page with the portal root its receipt links start at (the screen appends each session's
 * receipt path: one root a page, not a URL a row).
 */
function withReceiptRoot(
  answer: MeterSessionsPage,
  plate: string | null,
  requestOrigin: string,
): MeterSessionsResponse {
  return {
    sessions: answer.sessions,
    page: answer.page,
    hasNext: answer.hasNext,
    receiptRoot: portalRootUrl(answer.portalSubdomain, requestOrigin),
    plate,
  };
}

/** All the organisation's sessions, or one plate's. */
export async function loadAllSessions(
  p: OrgCaller,
  input: SessionsInput,
  requestOrigin: string,
): Promise<MeterSessionsResponse> {
  const params = { entity: p.entity };
  const answer = input.plate
    ? await p.call(meterSessionsSearchAll, {
        params,
        query: { page: input.page, plate: input.plate },
      })
    : await p.call(meterSessionsListAll, { params, query: { page: input.page } });
  return withReceiptRoot(answer, input.plate, requestOrigin);
}

/** One meter's sessions, or one plate's (404 for another organisation's meter). */
export async function loadMeterSessions(
  p: OrgCaller,
  uuid: string,
  input: SessionsInput,
  requestOrigin: string,
): Promise<MeterSessionsResponse> {
  const params = { entity: p.entity, uuid: meterUuidOf(uuid) };
  const answer = input.plate
    ? await p.call(meterSessionsSearchMeter, {
        params,
        query: { page: input.page, plate: input.plate },
      })
    : await p.call(meterSessionsListMeter, { params, query: { page: input.page } });
  return withReceiptRoot(answer, input.plate, requestOrigin);
}
