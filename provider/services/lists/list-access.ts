import { eq } from 'drizzle-orm';
import { lists, type ListRow, type MembershipRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { requireRole, ROLES } from '../access';

export const NO_SUCH_LIST = 'No such list.';

/**
 * The list, for a read (any active member of its organisation) or a write (an admin or super
 * administrator). An unknown list and another organisation's list are both 404 NOT_FOUND, so list
 * ids of other organisations cannot be probed; a member without admin rights writing is 403.
 */
export async function accessList(
  db: DbOrTx,
  userUuid: string,
  listUuid: string,
  mode: 'read' | 'write',
): Promise<{ list: ListRow; membership: MembershipRow }> {
  const [list] = await db.select().from(lists).where(eq(lists.uuid, listUuid));
  if (!list) throw fail.notFound(NO_SUCH_LIST);
  let membership: MembershipRow;
  try {
    ({ membership } = await requireRole(db, userUuid, list.entityUuid, ROLES.member));
  } catch {
    throw fail.notFound(NO_SUCH_LIST);
  }
  if (mode === 'write') {
    ({ membership } = await requireRole(db, userUuid, list.entityUuid, ROLES.admin));
  }
  return { list, membership };
}
