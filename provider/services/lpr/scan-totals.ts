import { inArray } from 'drizzle-orm';
import { scanTotals as scanTotalsTable } from '../../db/schema';
import type { DbOrTx } from '../../db/types';

/** All-time scan count per organisation (Organisation.totalCount), read from scan_totals. */
export async function scanTotals(db: DbOrTx, entityUuids: string[]): Promise<Map<string, number>> {
  const totals = new Map(entityUuids.map((uuid) => [uuid, 0]));
  if (entityUuids.length === 0) return totals;
  const rows = await db
    .select({ entityUuid: scanTotalsTable.entityUuid, scans: scanTotalsTable.scans })
    .from(scanTotalsTable)
    .where(inArray(scanTotalsTable.entityUuid, entityUuids));
  for (const row of rows) totals.set(row.entityUuid, Number(row.scans));
  return totals;
}
