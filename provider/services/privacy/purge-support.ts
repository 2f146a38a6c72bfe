import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db, type DbOrTx } from '../../db/types';

/** The shapes the retention job's kinds share (purge-kinds.ts, purge-citations.ts). */

/** The horizons of one organisation's pass: each kind's, and the scans' for the alerts. */
export interface PurgeScope {
  entityUuid: string;
  cutoff: Date;
  /** The scans' horizon: older alerts go with their scans and are counted there. */
  scansCutoff: Date;
}

export interface BatchResult {
  removed: number;
  fileKeys: string[];
}

export interface PurgeKind {
  count(db: DbOrTx, scope: PurgeScope): Promise<number>;
  batch(db: Db, scope: PurgeScope, limit: number): Promise<BatchResult>;
}

/** How many rows a `select 1 from … where …` finds. */
export const countOf = async (db: DbOrTx, query: SQL): Promise<number> => {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`select count(*)::int as n from (${query}) q`),
  );
  return Number(row?.n ?? 0);
};

export const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;
