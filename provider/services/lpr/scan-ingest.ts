import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Scan, scanUpload } from '../../../lib/contract';
import { alerts, scans } from '../../db/schema';
import { fail } from '../../../platform/errors';
import type { OrgContext } from '../access';
import { type FileStorage, discardFiles, readDigest, storeFile } from '../files';
import { READ_DIGEST_VERSION } from '../../../lib/rules/lpr/evidence-digest';
import { isAlertResult, matchPlateInDb } from '../lists';
import { matchColumns } from './scan-match-columns';
import { applyCounterDeltas } from './scan-counters';
import { readScanImage } from './scan-image-upload';
import { findScanView } from './scan-view';

export type ScanUploadFields = z.output<typeof scanUpload>;

/** How far ahead of the provider's clock a device's capture time may be. */
const MAX_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/**
 * A scan from the patrol app: the caller must be an active member (any role) of the
 * organisation. The optional image is checked, stored (with the SHA-256 of its stored bytes), and
 * the scan (with its read as read and the read's digest), its alert (when the match is invalid)
 * and the counters are written in one transaction.
 */
export async function ingestScan(
  ctx: OrgContext,
  storage: FileStorage,
  input: { fields: ScanUploadFields; image: File | null },
): Promise<Scan> {
  const { db } = ctx;
  const user = ctx.actor.user;
  const { fields } = input;
  const entityUuid = ctx.org.uuid;
  const capturedAt = new Date(fields.capturedAt);
  if (capturedAt.getTime() > Date.now() + MAX_CLOCK_SKEW_MS) {
    throw fail.badRequest('capturedAt is in the future.');
  }
  const image = input.image ? await readScanImage(input.image) : null;
  // The read's digest (issue 30 item 4), computed before the transaction from what is stored.
  const digest = readDigest({
    plate: fields.plate,
    confidence: fields.confidence,
    capturedAt,
    latitude: fields.latitude,
    longitude: fields.longitude,
    uploaderUuid: user.uuid,
  });

  const uuid = randomUUID();
  const written: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const stored = image ? await storeFile(tx, storage, { entityUuid, ...image }) : null;
      if (stored) written.push(stored.path);
      const { match, lastSeen } = await matchPlateInDb(tx, {
        entityUuid,
        plate: fields.plate,
        capturedAt,
        latitude: fields.latitude,
        longitude: fields.longitude,
      });
      await tx.insert(scans).values({
        uuid,
        entityUuid,
        plate: fields.plate,
        capturedAt,
        lastSeen,
        confidence: fields.confidence,
        capturedByUuid: user.uuid,
        latitude: fields.latitude,
        longitude: fields.longitude,
        imageFileUuid: stored?.uuid ?? null,
        ...matchColumns(match),
        originalPlate: fields.plate,
        readDigest: digest,
        readDigestVersion: READ_DIGEST_VERSION,
      });
      const isAlert = isAlertResult(match);
      if (isAlert) {
        await tx
          .insert(alerts)
          .values({ scanUuid: uuid, entityUuid, listUuid: match!.listUuid, capturedAt });
      }
      await applyCounterDeltas(tx, entityUuid, [
        { capturedAt, scans: 1, alerts: isAlert ? 1 : 0, capturedByUuid: user.uuid },
      ]);
    });
  } catch (error) {
    await discardFiles(storage, written);
    throw error;
  }
  const scan = await findScanView(db, entityUuid, uuid);
  if (!scan) throw new Error(`scan ${uuid} vanished after ingestion`);
  return scan;
}
