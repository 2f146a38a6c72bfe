import 'server-only';
import { getCitationConnectStatus, getCitationType, listCitationTypes } from '@/lib/contract';
import type { CitationTypeResponse, CitationTypesResponse } from '@/lib/contract/citations/bff';
import { citationTypeKey } from '@/lib/hooks/citations/types-keys';
import { messages } from '@/lib/messages';
import type { OrgCaller } from '../../context';
import { BffError } from '../../errors';

/** The loaders of the violation types screens: called by their BFF routes and their pages. */

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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first view of the edit page: its key and loader (a malformed id is not found). */
export function citationTypeFirstView(uuid: string) {
  return {
    [citationTypeKey(uuid)]: async (who: OrgCaller) => {
      if (!UUID.test(uuid)) throw new BffError(404, 'NOT_FOUND', messages.notFound);
      return loadCitationType(who, uuid);
    },
  };
}
