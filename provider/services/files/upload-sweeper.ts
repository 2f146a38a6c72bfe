import type { Db } from '../../db/types';
import { errorFields, logger } from '../../../platform/log';
import type { FileStorage } from './file-storage';
import { sweepPendingUploads } from './pending-uploads';

/**
 * The cleanup of unclaimed uploads (issue 25 item 5): every few minutes the provider process
 * removes the uploads nobody claimed within PENDING_UPLOAD_TTL_MS (rows and bytes). Uploads also
 * sweep a few along the way, and `npm run sweep:uploads` runs it once on demand. Several
 * provider instances may sweep at once: each takes other rows (SKIP LOCKED).
 */

/** How often the provider process sweeps (env UPLOAD_SWEEP_MINUTES, default 10). */
export function sweepIntervalMs(env: NodeJS.ProcessEnv = process.env): number {
  const minutes = Number(env.UPLOAD_SWEEP_MINUTES);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 10) * 60_000;
}

const BATCH = 100;
/** One run stops after this many batches (the next run goes on), so it never runs for long. */
const MAX_BATCHES = 50;

/** Sweeps every expired upload (in batches); answers how many went. */
export async function sweepExpiredUploads(
  db: Db,
  storage: FileStorage,
  now = new Date(),
): Promise<number> {
  let total = 0;
  for (let i = 0; i < MAX_BATCHES; i += 1) {
    const swept = await sweepPendingUploads(db, storage, now, BATCH);
    total += swept;
    if (swept < BATCH) break;
  }
  return total;
}

export interface UploadSweeper {
  /** Runs one sweep now (waits for a running one first); answers how many uploads went. */
  runNow(): Promise<number>;
  /** Stops the timer and waits for a running sweep. */
  stop(): Promise<void>;
}

/**
 * Starts the periodic sweep (every `intervalMs`; null: on demand only); the timer does not keep
 * the process alive.
 */
export function startUploadSweeper(
  db: Db,
  storage: FileStorage,
  intervalMs: number | null = sweepIntervalMs(),
): UploadSweeper {
  let running: Promise<number> = Promise.resolve(0);
  let stopped = false;
  const run = () => {
    running = running
      .catch(() => 0)
      .then(() => (stopped ? 0 : sweepExpiredUploads(db, storage)))
      .then((swept) => {
        if (swept > 0) logger.info('swept unclaimed uploads', { swept });
        return swept;
      });
    return running;
  };
  const timer =
    intervalMs === null
      ? null
      : setInterval(() => {
          run().catch((error: unknown) =>
            logger.error('sweeping unclaimed uploads failed', errorFields(error)),
          );
        }, intervalMs);
  timer?.unref();
  return {
    runNow: run,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running.catch(() => 0);
    },
  };
}
