import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from './types';

/** True when the database holds no users (a fresh database: the demo seed may run). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from users`));
  return Number(row?.n ?? 0) === 0;
}
