import { eq } from 'drizzle-orm';
import { retentionJob } from '../../db/schema';
import type { DbOrTx, Db } from '../../db/types';
import { errorFields, logger } from '../../../platform/log';
import type { FileStorage } from '../files';
import { runRetention, type RetentionRunOptions, type RetentionRunResult } from './retention-job';

/**
 * The retention job's place in the provider process, beside the mail worker and the upload
 * sweeper: every RETENTION_CHECK_MINUTES (default 15) it runs the job when the last run started
 * more than RETENTION_EVERY_HOURS (default 24) ago, so one run a night across all instances;
 * `npm run retention:run` runs it once on demand.
 */

export function retentionCheckMs(env: NodeJS.ProcessEnv = process.env): number {
  const minutes = Number(env.RETENTION_CHECK_MINUTES);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 15) * 60_000;
}

export function retentionEveryMs(env: NodeJS.ProcessEnv = process.env): number {
  const hours = Number(env.RETENTION_EVERY_HOURS);
  return (Number.isFinite(hours) && hours > 0 ? hours : 24) * 3_600_000;
}

export interface RetentionWorker {
  /** Runs the job now (after a running one), due or not; the lease still keeps it single. */
  runNow(opts?: RetentionRunOptions): Promise<RetentionRunResult>;
  stop(): Promise<void>;
}

export function startRetentionWorker(
  db: Db,
  storage: FileStorage,
  checkMs: number | null = retentionCheckMs(),
): RetentionWorker {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const run = (opts: RetentionRunOptions) => {
    const next = running
      .catch(() => undefined)
      .then(() => (stopped ? null : runRetention(db, storage, opts)))
      .then((result) => {
        if (result?.ran) logger.info('retention job ran', { ...result.removed });
        return result;
      });
    running = next;
    return next;
  };
  const timer =
    checkMs === null
      ? null
      : setInterval(() => {
          run({ dueAfterMs: retentionEveryMs() }).catch((error: unknown) =>
            logger.error('retention job failed', errorFields(error)),
          );
        }, checkMs);
  timer?.unref();
  return {
    runNow: async (opts = {}) =>
      (await run({ ...opts, dueAfterMs: null })) ?? {
        ran: false,
        removed: {} as RetentionRunResult['removed'],
        batches: 0,
        longestBatchMs: 0,
      },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}

export interface RetentionState {
  lastStartedAt: string | null;
  lastFinishedAt: string | null;
  /** A run holds the lease now. */
  running: boolean;
  removed: Record<string, number>;
  batches: number;
  lastError: string | null;
}

/** The job's state for /api/health: the last run's times and removed counts. */
export async function retentionState(db: DbOrTx): Promise<RetentionState> {
  const [row] = await db.select().from(retentionJob).where(eq(retentionJob.id, 1));
  return {
    lastStartedAt: row?.lastStartedAt?.toISOString() ?? null,
    lastFinishedAt: row?.lastFinishedAt?.toISOString() ?? null,
    running: !!row?.leasedUntil && row.leasedUntil.getTime() > Date.now(),
    removed: row?.lastRemoved ?? {},
    batches: row?.lastBatches ?? 0,
    lastError: row?.lastError ?? null,
  };
}
