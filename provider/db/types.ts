import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** The provider's database: drizzle over PGlite or node-postgres, same schema. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A database or a transaction on it. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The rows of db.execute(sql`…`): both drivers answer { rows }. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
