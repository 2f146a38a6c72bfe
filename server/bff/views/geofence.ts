import 'server-only';
import { z } from 'zod';
import { getGeofence, listLists, type PlateList } from '@/lib/contract';
import { messages } from '@/lib/messages';
import type { GeofenceResponse } from '@/lib/contract/lists/bff';
import { callProvider } from '@/server/provider-client';
import { BffError } from '../errors';
import type { Who } from './who';

/** The loader of the Geofence screens: called by their BFF route and their pages. */

export const geofenceParam = z.object({
  listUuid: z.uuid({ message: messages.listNotFound }),
});

export const listSummary = ({ uuid, name, type }: PlateList) => ({ uuid, name, type });

/** The list's geofence (null: none yet), once the list is known to be the organisation's. */
export async function loadGeofence(
  { token, entity }: Who,
  listUuid: string,
): Promise<GeofenceResponse> {
  const { lists } = await callProvider(listLists, { token, params: { entity } });
  const list = lists.find((l) => l.uuid === listUuid);
  if (!list) throw new BffError(404, 'LIST_NOT_FOUND', messages.notFound);
  const { geofence } = await callProvider(getGeofence, { token, params: { listUuid } });
  return { list: listSummary(list), geofence };
}
