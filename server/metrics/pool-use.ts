import 'server-only';
import { getProvider } from '@/provider';
import { inProcessTransport } from '@/server/provider-client/transport';

/** How the in-process provider's PostgreSQL connections are used at this moment. */
export interface PoolUse {
  /** Connections open and running a query. */
  busy: number;
  /** Connections open and idle. */
  idle: number;
  /** Queries waiting for a connection (all DATABASE_POOL_MAX are busy). */
  waiting: number;
  /** DATABASE_POOL_MAX: the most connections the pool opens. */
  max: number;
}

/** The counters a node-postgres Pool keeps (read without a query). */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
  options: { max?: number };
}

function isPgPool(client: unknown): client is PgPool {
  const pool = client as Partial<PgPool> | null | undefined;
  return typeof pool?.totalCount === 'number' && typeof pool.waitingCount === 'number';
}

/**
 * The in-process provider's pool use, read from the pool's own counters (no query). Undefined with
 * the embedded database (one connection, no pool) or a remote provider (its pool is not ours).
 */
export async function poolUse(): Promise<PoolUse | undefined> {
  if (!inProcessTransport()) return undefined;
  const { db } = await getProvider();
  const client = (db as { $client?: unknown }).$client;
  if (!isPgPool(client)) return undefined;
  return {
    busy: client.totalCount - client.idleCount,
    idle: client.idleCount,
    waiting: client.waitingCount,
    max: client.options.max ?? 10,
  };
}
