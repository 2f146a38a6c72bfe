import 'server-only';
import { listCitationLocations } from '@/lib/contract';
import type { OrgCaller } from '../../context';

/** The location filter's choices: the organisation's ticket locations (settings group), by name. */
export async function loadCitationLocations(
  p: OrgCaller,
): Promise<Array<{ uuid: string; name: string }>> {
  const locations = await p.call(listCitationLocations, { params: { entity: p.entity } });
  return locations.map((l) => ({ uuid: l.uuid, name: l.name }));
}
