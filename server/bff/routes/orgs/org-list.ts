import 'server-only';
import { listLists, type PlateList } from '@/lib/contract';
import { messages } from '@/lib/messages';
import { callProvider } from '@/server/provider-client';
import type { BffContext } from '../../context';
import { BffError } from '../../errors';

/** The session's provider token and organisation. */
export function who(c: BffContext) {
  return { token: c.get('session').providerJwt, entity: c.get('org').uuid };
}

/** The organisation's lists (all types). */
export async function orgLists(c: BffContext): Promise<PlateList[]> {
  const { token, entity } = who(c);
  const { lists } = await callProvider(listLists, { token, params: { entity } });
  return lists;
}

/**
 * The list with this uuid if it belongs to the session's organisation, else 404: a list of
 * another organisation (even one the person also belongs to) is never read or changed here.
 */
export async function requireOrgList(
  c: BffContext,
  uuid: string,
  filter?: (list: PlateList) => boolean,
): Promise<PlateList> {
  const list = (await orgLists(c)).find((l) => l.uuid === uuid);
  if (!list || (filter && !filter(list))) {
    throw new BffError(404, 'LIST_NOT_FOUND', messages.notFound);
  }
  return list;
}
