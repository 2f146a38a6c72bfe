import type { DbOrTx } from '../db/types';

/**
 * All-time scan count per organisation (Organisation.totalCount). Scans arrive in a later issue,
 * which replaces this with a real count; until then every organisation has 0.
 */
export async function scanTotals(_db: DbOrTx, entityUuids: string[]): Promise<Map<string, number>> {
  return new Map(entityUuids.map((uuid) => [uuid, 0]));
}
