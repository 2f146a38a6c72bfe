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
import type { OrgCaller } from '../../context';
import { BffError } from '../../errors';

/** Lists of the session organisation: the one ownership check of the list, rule and geofence endpoints. */

export const listParam = z.object({ uuid: z.uuid({ message: messages.notFound }) });

/** What a list endpoint documents besides its kind's statuses. */
export const LIST_ERRORS = { 404: 'No such list in the organisation.' };

/**
 * Which organisation each list belongs to, as learnt from the organisation's list calls. A list
 * never moves to another organisation, so what is learnt stays true: a list request then needs no
 * extra call to know the list is the session organisation's. Bounded: the oldest entry goes first.
 * (A deleted list stays known until evicted; the provider answers its calls 404.)
 */
const OWNERS_MAX = 20_000;
const ownerOfList = new Map<string, string>();

function learnOwners(entity: string, lists: readonly { uuid: string }[]): void {
  for (const { uuid } of lists) {
    ownerOfList.delete(uuid);
    ownerOfList.set(uuid, entity);
  }
  for (const oldest of ownerOfList.keys()) {
    if (ownerOfList.size <= OWNERS_MAX) break;
    ownerOfList.delete(oldest);
  }
}

/** A list the BFF deleted: forgotten at once. */
export function forgetList(uuid: string): void {
  ownerOfList.delete(uuid);
}

/** Tests: forget everything learnt. */
export function forgetListOwners(): void {
  ownerOfList.clear();
}

const notFound = () => new BffError(404, 'LIST_NOT_FOUND', messages.notFound);

/**
 * The one organisation-ownership check of the list routes: the list is the session
 * organisation's, else 404 (a list of another organisation, even one the person also belongs to,
 * is never read or changed here). Asks the provider only for a list not seen yet.
 */
export async function ownList(caller: OrgCaller, uuid: string): Promise<void> {
  let owner = ownerOfList.get(uuid);
  if (owner === undefined) {
    const { lists } = await caller.call(listSimpleLists, { params: { entity: caller.entity } });
    learnOwners(caller.entity, lists);
    owner = ownerOfList.get(uuid);
  }
  if (owner !== caller.entity) throw notFound();
}

/** The list, once it is known to be the session organisation's (else 404); `filter` narrows the kind. */
export async function orgList(
  caller: OrgCaller,
  uuid: string,
  filter?: (list: PlateList) => boolean,
): Promise<PlateList> {
  await ownList(caller, uuid);
  const list = await caller.call(getList, { params: { uuid } });
  if (filter && !filter(list)) throw notFound();
  return list;
}

/** The organisation's lists (all types), learnt as the organisation's. */
export async function orgLists(caller: OrgCaller): Promise<PlateList[]> {
  const { lists } = await caller.call(listLists, { params: { entity: caller.entity } });
  learnOwners(caller.entity, lists);
  return lists;
}

/** Allow, hot, permit and integration lists with plate counts (time-limit lists are hidden). */
export async function loadLists(caller: OrgCaller): Promise<ListsResponse> {
  const lists = await Promise.all(
    (await orgLists(caller))
      .filter((l) => l.type !== LIST_TYPE.timeLimit)
      .map((l) => withVendorCount(caller, l)),
  );
  return { lists, count: lists.length };
}

/**
 * An integration list's plates are the vendor's live sessions, not the rows stored with the list,
 * so its plate count is the vendor's: the number its detail shows as 'plates from the vendor'.
 * If the vendor cannot be asked, the stored count stays (the detail then says why).
 */
async function withVendorCount(caller: OrgCaller, list: PlateList): Promise<PlateList> {
  if (list.type !== LIST_TYPE.integration) return list;
  try {
    const { plates } = await caller.call(getIntegrationPlates, { params: { uuid: list.uuid } });
    return { ...list, plateCount: plates.length };
  } catch {
    return list;
  }
}

/** One list of the organisation (the list screens' header). */
export async function loadList(caller: OrgCaller, uuid: string): Promise<PlateList> {
  return withVendorCount(caller, await orgList(caller, uuid));
}
