import { eq, sql } from 'drizzle-orm';
import { organisations, retentionJob, retentionSettings } from '../../db/schema';
import { rowsOf, type Db } from '../../db/types';
import {
  DEFAULT_RETENTION,
  RETENTION_KINDS,
  retentionCutoff,
  retentionCutoffs,
  retentionWithDefaults,
  type RetentionKind,
} from '../../../lib/rules/privacy/retention';
import { discardFiles, type FileStorage } from '../files';
import { accountMailKind, PURGE_KINDS } from './purge-kinds';
import type { PurgeKind, PurgeScope } from './purge-support';

/**
 * The nightly retention job (issue 30 item 1): for every organisation and kind, removes what is
 * past the organisation's horizon in bounded batches, each its own short transaction through
 * the services manual deletes use; files are discarded after each batch commits. Of several
 * provider instances one runs at a time: the run takes a lease on retention_job's one row with a
 * conditional UPDATE (a second instance finds it taken and does nothing).
 */

export interface RetentionRunOptions {
  now?: Date;
  /** Rows per batch (one transaction). */
  batchSize?: number;
  /** Batches per organisation and kind in one run (the next run goes on). */
  maxBatches?: number;
  /** Only these organisations (tests, the bench); default every organisation. */
  entityUuids?: string[];
  /** Scheduled runs start only when the last one is this old; on demand: null (always). */
  dueAfterMs?: number | null;
  /** Told after each batch commits: the kind, how long its transaction took, what it removed. */
  onBatch?: (kind: RetentionKind, ms: number, removed: number) => void;
}

export type RemovedCounts = Record<RetentionKind, number>;

export interface RetentionRunResult {
  /** False when another instance holds the lease or the job is not due. */
  ran: boolean;
  removed: RemovedCounts;
  batches: number;
  /** The longest batch transaction (ms): the longest any row lock was held. */
  longestBatchMs: number;
}

const BATCH = 500;
const MAX_BATCHES = 2_000;
/** A run renews its lease as it goes; a dead instance's lease ends after this. */
const LEASE_MS = 10 * 60_000;

const zeroCounts = (): RemovedCounts =>
  Object.fromEntries(RETENTION_KINDS.map((k) => [k, 0])) as RemovedCounts;

const after = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Takes the job's lease (and, when due only, only when the last run is old enough). */
async function claimLease(db: Db, dueAfterMs: number | null): Promise<boolean> {
  await db.insert(retentionJob).values({ id: 1 }).onConflictDoNothing();
  const due =
    dueAfterMs === null
      ? sql`true`
      : sql`(last_started_at is null or last_started_at < now() - ${dueAfterMs} * interval '1 millisecond')`;
  const claimed = await db.execute(sql`
    update ${retentionJob} set leased_until = ${after(LEASE_MS)}, last_started_at = now()
    where id = 1 and (leased_until is null or leased_until < now()) and ${due}
    returning id`);
  return rowsOf(claimed).length > 0;
}

const renewLease = (db: Db) =>
  db
    .update(retentionJob)
    .set({ leasedUntil: after(LEASE_MS) })
    .where(eq(retentionJob.id, 1));

interface Tally {
  removed: RemovedCounts;
  batches: number;
  longestBatchMs: number;
}

/** One kind of one organisation: batches until none is left (or the run's bound). */
async function purgeKind(
  db: Db,
  storage: FileStorage,
  kind: RetentionKind,
  purger: PurgeKind,
  scope: PurgeScope,
  opts: Required<Pick<RetentionRunOptions, 'batchSize' | 'maxBatches'>> & RetentionRunOptions,
  tally: Tally,
): Promise<number> {
  let removedHere = 0;
  for (let i = 0; i < opts.maxBatches; i += 1) {
    const started = performance.now();
    const { removed, fileKeys } = await purger.batch(db, scope, opts.batchSize);
    const ms = performance.now() - started;
    await discardFiles(storage, fileKeys); // after the batch's commit, outside any transaction
    tally.batches += 1;
    tally.longestBatchMs = Math.max(tally.longestBatchMs, ms);
    removedHere += removed;
    opts.onBatch?.(kind, ms, removed);
    if (tally.batches % 20 === 0) await renewLease(db);
    if (removed < opts.batchSize) break;
  }
  tally.removed[kind] += removedHere;
  return removedHere;
}

/** Records, per kind, the horizon a purge removed records before (the latest one stays). */
async function notePurged(
  db: Db,
  entityUuid: string,
  previous: Record<string, string>,
  cutoffs: Partial<Record<RetentionKind, Date>>,
): Promise<void> {
  const next = { ...previous };
  for (const [kind, cutoff] of Object.entries(cutoffs)) {
    const before = next[kind] ? Date.parse(next[kind]) : 0;
    if (cutoff.getTime() > before) next[kind] = cutoff.toISOString();
  }
  await db
    .insert(retentionSettings)
    .values({ entityUuid, purgedBefore: next })
    .onConflictDoUpdate({ target: retentionSettings.entityUuid, set: { purgedBefore: next } });
}

async function organisationsOf(db: Db, only?: string[]) {
  const rows = await db
    .select({
      uuid: organisations.uuid,
      months: retentionSettings.months,
      purgedBefore: retentionSettings.purgedBefore,
    })
    .from(organisations)
    .leftJoin(retentionSettings, eq(retentionSettings.entityUuid, organisations.uuid));
  return only ? rows.filter((r) => only.includes(r.uuid)) : rows;
}

async function purgeAll(db: Db, storage: FileStorage, opts: RetentionRunOptions, tally: Tally) {
  const now = opts.now ?? new Date();
  const bounds = { batchSize: opts.batchSize ?? BATCH, maxBatches: opts.maxBatches ?? MAX_BATCHES };
  for (const org of await organisationsOf(db, opts.entityUuids)) {
    const cutoffs = retentionCutoffs(now, retentionWithDefaults(org.months));
    const purged: Partial<Record<RetentionKind, Date>> = {};
    for (const kind of RETENTION_KINDS) {
      const scope = { entityUuid: org.uuid, cutoff: cutoffs[kind], scansCutoff: cutoffs.scans };
      const removed = await purgeKind(
        db,
        storage,
        kind,
        PURGE_KINDS[kind],
        scope,
        { ...opts, ...bounds },
        tally,
      );
      if (removed > 0) purged[kind] = cutoffs[kind];
    }
    if (Object.keys(purged).length > 0) {
      await notePurged(db, org.uuid, org.purgedBefore ?? {}, purged);
    }
  }
  if (!opts.entityUuids) {
    // Account mails belong to no organisation: the default horizon removes them.
    const cutoff = retentionCutoff(now, DEFAULT_RETENTION.mailOutbox);
    const scope = { entityUuid: '', cutoff, scansCutoff: cutoff };
    await purgeKind(
      db,
      storage,
      'mailOutbox',
      accountMailKind,
      scope,
      { ...opts, ...bounds },
      tally,
    );
  }
}

/** One run of the job now (when the lease is free, and when due for scheduled runs). */
export async function runRetention(
  db: Db,
  storage: FileStorage,
  opts: RetentionRunOptions = {},
): Promise<RetentionRunResult> {
  const tally: Tally = { removed: zeroCounts(), batches: 0, longestBatchMs: 0 };
  if (!(await claimLease(db, opts.dueAfterMs ?? null))) return { ran: false, ...tally };
  try {
    await purgeAll(db, storage, opts, tally);
  } catch (error) {
    await db
      .update(retentionJob)
      .set({ leasedUntil: null, lastError: error instanceof Error ? error.message : String(error) })
      .where(eq(retentionJob.id, 1));
    throw error;
  }
  await db
    .update(retentionJob)
    .set({
      leasedUntil: null,
      lastFinishedAt: sql`now()`,
      lastRemoved: tally.removed,
      lastBatches: tally.batches,
      lastError: null,
    })
    .where(eq(retentionJob.id, 1));
  return { ran: true, ...tally };
}
