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

/** Each session with its receipt on the portal host: `{root}/session/receipt?id={uuid}`. */
function withReceipts(
  answer: MeterSessionsPage,
  plate: string | null,
  requestOrigin: string,
): MeterSessionsResponse {
  const root = portalRootUrl(answer.portalSubdomain, requestOrigin);
  return {
    sessions: answer.sessions.map((s) => ({
      ...s,
      receiptUrl: root ? `${root}/session/receipt?id=${encodeURIComponent(s.uuid)}` : null,
    })),
    page: answer.page,
    hasNext: answer.hasNext,
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
  return withReceipts(answer, input.plate, requestOrigin);
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
  return withReceipts(answer, input.plate, requestOrigin);
}
