import 'server-only';
import { z } from 'zod';
import {
  getIntegrationPlates,
  getList,
  LIST_TYPE,
  listLists,
  listSimpleLists,
  type PlateList,
} from '@/lib/contract';
import type { ListsResponse } from '@/lib/contract/lists/bff';
import { messages } from '@/lib/messages';
import { callProvider } from '@/server/provider-client';
import { BffError } from '../errors';
import type { Who } from './who';

/** The loaders of the Lists screens: called by their BFF routes and their pages. */

export const listParam = z.object({ uuid: z.uuid({ message: messages.notFound }) });

/** Allow, hot, permit and integration lists with plate counts (time-limit lists are hidden). */
export async function loadLists({ token, entity }: Who): Promise<ListsResponse> {
  const result = await callProvider(listLists, { token, params: { entity } });
  const lists = await Promise.all(
    result.lists
      .filter((l) => l.type !== LIST_TYPE.timeLimit)
      .map((l) => withVendorCount(token, l)),
  );
  return { lists, count: lists.length };
}

/**
 * An integration list's plates are the vendor's live sessions, not the rows stored with the list,
 * so its plate count is the vendor's: the number its detail shows as 'plates from the vendor'.
 * If the vendor cannot be asked, the stored count stays (the detail then says why).
 */
async function withVendorCount(token: string, list: PlateList): Promise<PlateList> {
  if (list.type !== LIST_TYPE.integration) return list;
  try {
    const { plates } = await callProvider(getIntegrationPlates, {
      token,
      params: { uuid: list.uuid },
    });
    return { ...list, plateCount: plates.length };
  } catch {
    return list;
  }
}

/** The list's uuid and type, once it is known to be the session organisation's (else 404). */
export async function orgListOf(
  { token, entity }: Who,
  uuid: string,
): Promise<{ uuid: string; type: number }> {
  const { lists } = await callProvider(listSimpleLists, { token, params: { entity } });
  const list = lists.find((l) => l.uuid === uuid);
  if (!list) throw new BffError(404, 'LIST_NOT_FOUND', messages.notFound);
  return { uuid, type: list.type };
}

/** One list of the organisation (the list screens' header). */
export async function loadList(who: Who, uuid: string): Promise<PlateList> {
  await orgListOf(who, uuid);
  return withVendorCount(
    who.token,
    await callProvider(getList, { token: who.token, params: { uuid } }),
  );
}
