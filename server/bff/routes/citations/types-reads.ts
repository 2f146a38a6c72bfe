import 'server-only';
import { getCitationConnectStatus, getCitationType, listCitationTypes } from '@/lib/contract';
import type { CitationTypeResponse, CitationTypesResponse } from '@/lib/contract/citations/bff';
import type { OrgCaller } from '../../context';

/** The reads of the violation types endpoints (types.ts). */

export async function loadCitationPayouts(p: OrgCaller) {
  return p.call(getCitationConnectStatus, { params: { entity: p.entity } });
}

/** /citations/types: every type (active and archived) and the payouts status, in one answer. */
export async function loadCitationTypes(p: OrgCaller): Promise<CitationTypesResponse> {
  const [types, payouts] = await Promise.all([
    p.call(listCitationTypes, { params: { entity: p.entity } }),
    loadCitationPayouts(p),
  ]);
  return { types, payouts };
}

/** One type (another organisation's id: the provider's 404). */
export async function loadCitationType(p: OrgCaller, uuid: string): Promise<CitationTypeResponse> {
  return { type: await p.call(getCitationType, { params: { entity: p.entity, uuid } }) };
}
