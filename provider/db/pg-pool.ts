import type { Pool } from 'pg';

/**
 * A node-postgres pool of at most `max` connections. An idle connection the server drops
 * (restart, failover) must not crash the process: the pool replaces it on the next checkout.
 */
export async function openPgPool(databaseUrl: string, max: number): Promise<Pool> {
  const { Pool } = await import('pg');
  const pool = new Pool({ connectionString: databaseUrl, max, idleTimeoutMillis: 30_000 });
  pool.on('error', (error) => {
    console.error(`[provider] PostgreSQL connection lost: ${error.message}`);
  });
  return pool;
}
