import { and, eq } from 'drizzle-orm';
import type { ScanEvidence, ScanVerification } from '../../../lib/contract';
import { compareDigest } from '../../../lib/rules/lpr/evidence-digest';
import { scans, storedFiles } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { recordAudit, type OrgContext } from '../access';
import { checkStoredFile, readDigest, type FileStorage } from '../files';

const NO_SUCH_SCAN = 'No such scan in this organisation.';

/** The scan's read as stored, its recorded digests and its stored image, of the organisation. */
async function evidenceRow(db: DbOrTx, entityUuid: string, uuid: string) {
  const [row] = await db
    .select({
      plate: scans.plate,
      originalPlate: scans.originalPlate,
      confidence: scans.confidence,
      capturedAt: scans.capturedAt,
      latitude: scans.latitude,
      longitude: scans.longitude,
      capturedByUuid: scans.capturedByUuid,
      readDigest: scans.readDigest,
      readDigestVersion: scans.readDigestVersion,
      correctedByName: scans.correctedByName,
      correctedAt: scans.correctedAt,
      fileUuid: storedFiles.uuid,
      filePath: storedFiles.path,
      fileSha256: storedFiles.sha256,
      fileCreatedAt: storedFiles.createdAt,
    })
    .from(scans)
    .leftJoin(storedFiles, eq(storedFiles.uuid, scans.imageFileUuid))
    .where(and(eq(scans.entityUuid, entityUuid), eq(scans.uuid, uuid)));
  if (!row) throw fail.notFound(NO_SUCH_SCAN);
  return row;
}

type EvidenceRow = Awaited<ReturnType<typeof evidenceRow>>;

function toEvidence(row: EvidenceRow): ScanEvidence {
  const read = row.originalPlate ?? row.plate;
  return {
    read: {
      plate: read,
      effectivePlate: row.plate,
      digest: row.readDigest,
      digestVersion: row.readDigestVersion,
      correction:
        row.correctedAt && row.plate !== read
          ? {
              plate: row.plate,
              by: row.correctedByName ?? 'A former member',
              at: row.correctedAt.toISOString(),
            }
          : null,
    },
    images:
      row.fileUuid && row.fileCreatedAt
        ? [
            {
              file: row.fileUuid,
              label: 'Scan image',
              sha256: row.fileSha256,
              storedAt: row.fileCreatedAt.toISOString(),
            },
          ]
        : [],
  };
}

/** GET a scan's evidence (staff): the read as the camera made it, its correction and digests. */
export async function scanEvidenceOf(ctx: OrgContext, uuid: string): Promise<ScanEvidence> {
  return toEvidence(await evidenceRow(ctx.db, ctx.org.uuid, uuid));
}

/**
 * POST verify (staff): recomputes the read's digest from its stored fields (its recorded version's
 * canonical text) and the image's SHA-256 from the bytes the storage holds now, and says match or
 * mismatch for each. Changes nothing; records who verified what in the audit log.
 */
export async function verifyScanEvidenceOf(
  ctx: OrgContext,
  storage: FileStorage,
  uuid: string,
): Promise<ScanVerification> {
  const row = await evidenceRow(ctx.db, ctx.org.uuid, uuid);
  const evidence = toEvidence(row);
  const actual = readDigest({
    plate: evidence.read.plate,
    confidence: Number(row.confidence),
    capturedAt: row.capturedAt,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    uploaderUuid: row.capturedByUuid,
  });
  const images = [];
  for (const image of evidence.images) {
    const check = await checkStoredFile(storage, { path: row.filePath!, sha256: image.sha256 });
    images.push({ ...image, actual: check.actual, result: check.result });
  }
  const result = {
    verifiedAt: new Date().toISOString(),
    read: { recorded: row.readDigest, actual, result: compareDigest(row.readDigest, actual) },
    images,
  };
  await recordAudit(ctx.db, {
    entityUuid: ctx.org.uuid,
    actor: ctx.actor.user,
    action: 'scan.evidence_verified',
    targetUuid: uuid,
    plate: row.plate,
    detail: { read: result.read.result, images: images.map((i) => i.result) },
  });
  return result;
}
