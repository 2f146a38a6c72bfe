import { and, eq } from 'drizzle-orm';
import { listPlates, lists, type ListRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { requireRole, ROLES, type OrgContext } from '../access';

export const NO_SUCH_LIST = 'No such list.';
export const NO_SUCH_PLATE = 'No such plate.';

/**
 * The organisation of a list, for the routes whose path or body names a list (the route wrapper
 * then checks the route's role in it). An unknown list and another organisation's list are both
 * 404 `missing`, so list ids of other organisations cannot be probed.
 */
export async function listOrganisation(
  db: DbOrTx,
  userUuid: string,
  listUuid: string,
  missing = NO_SUCH_LIST,
): Promise<string> {
  const [list] = await db
    .select({ entityUuid: lists.entityUuid })
    .from(lists)
    .where(eq(lists.uuid, listUuid));
  if (!list) throw fail.notFound(missing);
  try {
    await requireRole(db, userUuid, list.entityUuid, ROLES.member);
  } catch {
    throw fail.notFound(missing);
  }
  return list.entityUuid;
}

/** The organisation of a plate (through its list); unknown or another's: 404 No such plate. */
export async function plateOrganisation(
  db: DbOrTx,
  userUuid: string,
  plateUuid: string,
): Promise<string> {
  const [row] = await db
    .select({ listUuid: listPlates.listUuid })
    .from(listPlates)
    .where(eq(listPlates.uuid, plateUuid));
  if (!row) throw fail.notFound(NO_SUCH_PLATE);
  return listOrganisation(db, userUuid, row.listUuid, NO_SUCH_PLATE);
}

/** A list of the checked organisation; any other is 404 No such list. */
export async function listIn(ctx: OrgContext, listUuid: string): Promise<ListRow> {
  const [list] = await ctx.db
    .select()
    .from(lists)
    .where(and(eq(lists.uuid, listUuid), eq(lists.entityUuid, ctx.org.uuid)));
  if (!list) throw fail.notFound(NO_SUCH_LIST);
  return list;
}
