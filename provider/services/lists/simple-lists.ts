import { asc, eq, sql } from 'drizzle-orm';
import type { SimpleList } from '../../../lib/contract';
import { lists } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

const LIST_TYPE_VALUES = [0, 1, 2, 3, 4] as const;

/** The organisation's lists, name and type only, by name (chips and report filters). */
export async function listSimpleListsOf(
  db: DbOrTx,
  entityUuid: string,
): Promise<{ lists: SimpleList[] }> {
  const rows = await db
    .select({ uuid: lists.uuid, name: lists.name, type: lists.type })
    .from(lists)
    .where(eq(lists.entityUuid, entityUuid))
    .orderBy(asc(sql`lower(${lists.name})`), asc(lists.uuid));
  return {
    lists: rows.map((r) => ({
      uuid: r.uuid,
      name: r.name,
      type: LIST_TYPE_VALUES.find((t) => t === r.type) ?? 0,
    })),
  };
}
