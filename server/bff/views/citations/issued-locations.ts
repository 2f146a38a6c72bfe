import 'server-only';
import type { OrgCaller } from '../../context';

/**
 * The location filter's choices. The locations call belongs to the settings group (cit-types);
 * until it is on main the filter offers only All.
 */
export async function loadCitationLocations(
  _p: OrgCaller,
): Promise<Array<{ uuid: string; name: string }>> {
  return [];
}
