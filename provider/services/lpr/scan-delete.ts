import { and, eq, inArray } from 'drizzle-orm';
import { alerts, scans } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { type FileStorage, deleteStoredFileRows, discardFiles } from '../files';
import { repairLastSeen } from './last-seen';
import { applyCounterDeltas, type CounterDelta } from './scan-counters';
import { recordOrgAudit, type OrgContext } from '../access';

/**
 * Deletes scans of the organisation (with their alerts and uploaded images) inside a transaction
 * and keeps the counters and the next sightings' last_seen right. uuids of other organisations
 * match nothing. Answers the deleted scans' uuids and the storage keys to discard after commit.
 */
export async function deleteScanRows(
  tx: DbOrTx,
  entityUuid: string,
  uuids: string[],
): Promise<{ deleted: number; fileKeys: string[]; plates: Map<string, number> }> {
  const unique = [...new Set(uuids)];
  if (unique.length === 0) return { deleted: 0, fileKeys: [], plates: new Map() };
  const goneAlerts = await tx
    .delete(alerts)
    .where(and(eq(alerts.entityUuid, entityUuid), inArray(alerts.scanUuid, unique)))
    .returning({ capturedAt: alerts.capturedAt });
  const goneScans = await tx
    .delete(scans)
    .where(and(eq(scans.entityUuid, entityUuid), inArray(scans.uuid, unique)))
    .returning({
      plate: scans.plate,
      capturedAt: scans.capturedAt,
      imageFileUuid: scans.imageFileUuid,
      capturedByUuid: scans.capturedByUuid,
    });
  const deltas: CounterDelta[] = [
    ...goneScans.map((s) => ({
      capturedAt: s.capturedAt,
      scans: -1,
      alerts: 0,
      capturedByUuid: s.capturedByUuid,
    })),
    ...goneAlerts.map((a) => ({ capturedAt: a.capturedAt, scans: 0, alerts: -1 })),
  ];
  await applyCounterDeltas(tx, entityUuid, deltas);
  await repairLastSeen(tx, entityUuid, goneScans);
  const fileKeys = await deleteStoredFileRows(
    tx,
    goneScans.flatMap((s) => (s.imageFileUuid ? [s.imageFileUuid] : [])),
  );
  const plates = new Map<string, number>();
  for (const s of goneScans) plates.set(s.plate, (plates.get(s.plate) ?? 0) + 1);
  return { deleted: goneScans.length, fileKeys, plates };
}

/** One audit event per plate whose scans a person deleted (the audit log filters by plate). */
export async function auditScanDeletes(
  tx: DbOrTx,
  ctx: OrgContext,
  plates: Map<string, number>,
): Promise<void> {
  for (const [plate, count] of plates) {
    await recordOrgAudit(tx, ctx, { action: 'scans.deleted', plate, detail: { count } });
  }
}

/** PUT delete scans: an admin of the organisation; one transaction; answers how many went. */
export async function deleteScansOf(
  ctx: OrgContext,
  storage: FileStorage,
  uuids: string[],
): Promise<{ deleted: number }> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const { deleted, fileKeys } = await db.transaction(async (tx) => {
    const gone = await deleteScanRows(tx, entityUuid, uuids);
    await auditScanDeletes(tx, ctx, gone.plates);
    return gone;
  });
  await discardFiles(storage, fileKeys);
  return { deleted };
}

/**
 * Deletes the alerts of these scans (the scans stay) in the caller's transaction and keeps the
 * alert counters right; answers how many went.
 */
export async function deleteAlertRows(
  tx: DbOrTx,
  entityUuid: string,
  uuids: string[],
): Promise<number> {
  const unique = [...new Set(uuids)];
  if (unique.length === 0) return 0;
  const gone = await tx
    .delete(alerts)
    .where(and(eq(alerts.entityUuid, entityUuid), inArray(alerts.scanUuid, unique)))
    .returning({ capturedAt: alerts.capturedAt });
  await applyCounterDeltas(
    tx,
    entityUuid,
    gone.map((a) => ({ capturedAt: a.capturedAt, scans: 0, alerts: -1 })),
  );
  return gone.length;
}

/** PUT delete alerts: removes the alerts of these scans (the scans stay); one transaction. */
export async function deleteAlertsOf(
  ctx: OrgContext,
  uuids: string[],
): Promise<{ deleted: number }> {
  const entityUuid = ctx.org.uuid;
  const deleted = await ctx.db.transaction(async (tx) => {
    const count = await deleteAlertRows(tx, entityUuid, uuids);
    if (count > 0) {
      await recordOrgAudit(tx, ctx, { action: 'alerts.deleted', detail: { count } });
    }
    return count;
  });
  return { deleted };
}
