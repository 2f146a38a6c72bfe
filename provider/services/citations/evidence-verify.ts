import { and, asc, eq } from 'drizzle-orm';
import type { CitationEvidence, CitationVerification, ImageCheck } from '../../../lib/contract';
import { citationImages, citations, storedFiles } from '../../db/schema';
import { fail } from '../../../platform/errors';
import { recordAudit, type OrgContext } from '../access';
import { checkStoredFile, type FileStorage } from '../files';

/**
 * A citation's evidence images with the SHA-256 recorded when each was stored (issue 30 item 4),
 * and the verify action that recomputes them from the stored files.
 */

const NO_SUCH_CITATION = 'No such citation.';

async function evidenceRows(ctx: OrgContext, uuid: string) {
  const [citation] = await ctx.db
    .select({ uuid: citations.uuid, plate: citations.plate })
    .from(citations)
    .where(and(eq(citations.uuid, uuid), eq(citations.entityUuid, ctx.org.uuid)));
  if (!citation) throw fail.notFound(NO_SUCH_CITATION);
  const files = await ctx.db
    .select({
      file: storedFiles.uuid,
      path: storedFiles.path,
      sha256: storedFiles.sha256,
      storedAt: storedFiles.createdAt,
    })
    .from(citationImages)
    .innerJoin(storedFiles, eq(storedFiles.uuid, citationImages.fileUuid))
    .where(eq(citationImages.citationUuid, uuid))
    .orderBy(asc(citationImages.position), asc(citationImages.createdAt));
  return { citation, files };
}

type FileRow = Awaited<ReturnType<typeof evidenceRows>>['files'][number];

const toImage = (f: FileRow, i: number) => ({
  file: f.file,
  label: `Evidence image ${i + 1}`,
  sha256: f.sha256,
  storedAt: f.storedAt.toISOString(),
});

/** GET a citation's evidence (staff): each image and its recorded SHA-256, in order. */
export async function citationEvidenceFor(
  ctx: OrgContext,
  uuid: string,
): Promise<CitationEvidence> {
  const { files } = await evidenceRows(ctx, uuid);
  return { images: files.map(toImage) };
}

/**
 * POST verify (staff): the SHA-256 of each evidence image's bytes as the storage holds them now
 * against the one recorded when it was stored. Changes nothing; records the check in the audit log.
 */
export async function verifyCitationEvidenceFor(
  ctx: OrgContext,
  storage: FileStorage,
  uuid: string,
): Promise<CitationVerification> {
  const { citation, files } = await evidenceRows(ctx, uuid);
  const images: ImageCheck[] = [];
  for (const [i, f] of files.entries()) {
    const check = await checkStoredFile(storage, f);
    images.push({ ...toImage(f, i), actual: check.actual, result: check.result });
  }
  await recordAudit(ctx.db, {
    entityUuid: ctx.org.uuid,
    actor: ctx.actor.user,
    action: 'citation.evidence_verified',
    targetUuid: uuid,
    plate: citation.plate,
    detail: { images: images.map((i) => i.result) },
  });
  return { verifiedAt: new Date().toISOString(), images };
}
