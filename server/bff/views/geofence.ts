import 'server-only';
import { z } from 'zod';
import { getGeofence, type PlateList } from '@/lib/contract';
import { messages } from '@/lib/messages';
import type { GeofenceResponse } from '@/lib/contract/lists/bff';
import type { OrgCaller } from '../context';
import { orgList } from './lists';

/** The loader of the Geofence screens: called by their BFF route and their pages. */

export const geofenceParam = z.object({
  listUuid: z.uuid({ message: messages.listNotFound }),
});

export const listSummary = ({ uuid, name, type }: PlateList) => ({ uuid, name, type });

/** The list's geofence (null: none yet), once the list is known to be the organisation's. */
export async function loadGeofence(caller: OrgCaller, listUuid: string): Promise<GeofenceResponse> {
  const list = await orgList(caller, listUuid);
  const { geofence } = await caller.call(getGeofence, { params: { listUuid } });
  return { list: listSummary(list), geofence };
}
