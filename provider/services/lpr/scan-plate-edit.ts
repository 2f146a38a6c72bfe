import { and, eq } from 'drizzle-orm';
import type { Scan } from '../../../lib/contract';
import { alerts, scans, type ScanRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { recordOrgAudit, type OrgContext } from '../access';
import { type FileStorage, discardFiles } from '../files';
import { repairLastSeen } from './last-seen';
import { isAlertResult, matchPlateInDb, type MatchResult } from '../lists';
import { normalizePlate } from '../../../lib/rules/plate';
import { applyCounterDeltas } from './scan-counters';
import { auditScanDeletes, deleteScanRows } from './scan-delete';
import { matchColumns } from './scan-match-columns';
import { findScanView } from './scan-view';

export interface PlateEdit {
  uuid: string;
  plate: string;
  isDelete: boolean;
  entityUUID: string;
}

const NO_SUCH_SCAN = 'No such scan in this organisation.';

/** The scan's alert after a re-match: added, removed or moved to the new list (the counter's delta). */
async function syncAlert(
  tx: DbOrTx,
  entityUuid: string,
  row: Pick<ScanRow, 'uuid' | 'capturedAt'>,
  match: MatchResult | null,
): Promise<number> {
  const [alert] = await tx.select().from(alerts).where(eq(alerts.scanUuid, row.uuid));
  const isAlert = isAlertResult(match);
  if (isAlert && !alert) {
    await tx.insert(alerts).values({
      scanUuid: row.uuid,
      entityUuid,
      listUuid: match!.listUuid,
      capturedAt: row.capturedAt,
    });
    return 1;
  } else if (!isAlert && alert) {
    await tx.delete(alerts).where(eq(alerts.scanUuid, row.uuid));
    return -1;
  } else if (isAlert && alert && alert.listUuid !== match!.listUuid) {
    await tx.update(alerts).set({ listUuid: match!.listUuid }).where(eq(alerts.scanUuid, row.uuid));
  }
  return 0;
}

/**
 * The read and correction columns of a plate edit: the camera's read stays (original_plate; a row
 * from before it keeps the plate it had), a plate other than the read records who corrected it
 * and when, the read itself clears the correction, the same plate again keeps it as it was.
 */
function correctionColumns(
  ctx: OrgContext,
  row: { plate: string; originalPlate: string | null },
  plate: string,
) {
  const originalPlate = row.originalPlate ?? row.plate;
  if (plate === row.plate) return { originalPlate };
  const user = ctx.actor.user;
  const corrected = plate !== originalPlate;
  return {
    originalPlate,
    correctedByUuid: corrected ? user.uuid : null,
    correctedByName: corrected ? user.fullname : null,
    correctedAt: corrected ? new Date() : null,
  };
}

/**
 * PUT plate (admins): corrects the plate of a scan (upper-cased, A–Z 0–9), matches it against
 * the lists again and keeps its alert and the counters in step; with isDelete deletes the scan.
 * The camera's read is never changed (issue 30 item 4): `plate` becomes the corrected plate (what
 * matching, search and counts use), original_plate keeps the read and the correction records who
 * and when beside it. A correction back to the read clears it.
 */
export async function editScanPlate(
  ctx: OrgContext,
  storage: FileStorage,
  edit: PlateEdit,
): Promise<Scan | { ok: true }> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;

  if (edit.isDelete) {
    const { deleted, fileKeys } = await db.transaction(async (tx) => {
      const gone = await deleteScanRows(tx, entityUuid, [edit.uuid]);
      await auditScanDeletes(tx, ctx, gone.plates);
      return gone;
    });
    if (deleted === 0) throw fail.notFound(NO_SUCH_SCAN);
    await discardFiles(storage, fileKeys);
    return { ok: true };
  }

  const plate = normalizePlate(edit.plate);
  if (plate === '') throw fail.badRequest('Please enter a plate.');

  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(scans)
      .where(and(eq(scans.entityUuid, entityUuid), eq(scans.uuid, edit.uuid)))
      .for('update');
    if (!row) throw fail.notFound(NO_SUCH_SCAN);

    const { match, lastSeen } = await matchPlateInDb(tx, {
      entityUuid,
      plate,
      capturedAt: row.capturedAt,
      latitude: row.latitude,
      longitude: row.longitude,
      excludeUuid: row.uuid,
    });
    await tx
      .update(scans)
      .set({ plate, lastSeen, ...matchColumns(match), ...correctionColumns(ctx, row, plate) })
      .where(eq(scans.uuid, row.uuid));

    const alertDelta = await syncAlert(tx, entityUuid, row, match);
    await applyCounterDeltas(tx, entityUuid, [
      { capturedAt: row.capturedAt, scans: 0, alerts: alertDelta },
    ]);
    await recordOrgAudit(tx, ctx, {
      action: 'scan.plate_changed',
      targetUuid: row.uuid,
      plate,
      detail: { plate: { from: row.plate, to: plate } },
    });
    if (row.plate !== plate) {
      await repairLastSeen(tx, entityUuid, [
        { plate: row.plate, capturedAt: row.capturedAt },
        { plate, capturedAt: row.capturedAt },
      ]);
    }
  });

  const scan = await findScanView(db, entityUuid, edit.uuid);
  if (!scan) throw fail.notFound(NO_SUCH_SCAN);
  return scan;
}
