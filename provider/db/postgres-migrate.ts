import type { Pool } from 'pg';

/**
 * The advisory lock key the provider's migrations run under (one bigint; the two-int advisory
 * locks of the services live in a separate key space). Any fixed number works as long as every
 * instance uses the same one.
 */
export const MIGRATION_LOCK_KEY = 7_260_426_004;

/**
 * Applies the migrations on PostgreSQL under a session advisory lock, on one dedicated connection
 * (issue 26 item 4): when several provider instances start at once, one migrates while the others
 * wait for the lock, then find every migration applied and do nothing. The lock is released after
 * (and by the server anyway if the connection dies).
 */
export async function migratePostgres(pool: Pool, migrationsFolder: string): Promise<void> {
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    // A connection that failed is closed rather than handed back (that also drops any lock).
    client.release(broken);
  }
}
