import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  APPEAL_ALREADY_SUBMITTED,
  APPEAL_IMAGE_FIELDS,
  APPEAL_IMAGE_MAX_BYTES,
  APPEAL_WINDOW_CLOSED,
  type CitationNotice,
  type noticeAppealBody,
} from '../../../lib/contract';
import { citationAppealImages, citationAppeals, citations } from '../../db/schema';
import type { Db } from '../../db/types';
import { ApiError } from '../../../platform/errors';
import { LIMITS, limitAttempt } from '../access';
import {
  discardFiles,
  invalidImage,
  reencodeImage,
  storeFile,
  type FileStorage,
  type StoredImageType,
} from '../files';
import { CITATION_LOG } from '../../../lib/rules/citations/log-types';
import { logCitation } from './appeal-mail';
import { canAppealStatus } from '../../../lib/rules/citations/citation-status';
import { appealUntilOf, dueNow, noticeView, portalNotice } from './portal-notice';
import { citationTimeZone } from './time-zone';

/**
 * A violator's appeal on the portal (spec 3 §4: once per notice), within the appeal window, with
 * up to 4 images (each size-capped, a JPEG, PNG or WebP that decodes, stored re-encoded without
 * any metadata: files/stored-image.ts). The unique index on the notice decides two appeals at
 * once: the second reads APPEAL_ALREADY_SUBMITTED.
 */
const alreadySubmitted = () =>
  new ApiError(409, 'APPEAL_ALREADY_SUBMITTED', APPEAL_ALREADY_SUBMITTED);

/** The form's images in field order, each decoded and re-encoded before anything is written. */
export async function readAppealImages(files: Record<string, File>) {
  const images: Array<{ bytes: Uint8Array; contentType: StoredImageType }> = [];
  for (const field of APPEAL_IMAGE_FIELDS) {
    const file = files[field];
    if (!file || file.size === 0) continue;
    if (file.size > APPEAL_IMAGE_MAX_BYTES) throw invalidImage();
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.byteLength > APPEAL_IMAGE_MAX_BYTES) throw invalidImage();
    const image = await reencodeImage(bytes);
    images.push({ bytes: image.bytes, contentType: image.contentType });
  }
  return images;
}

export async function appealNotice(
  db: Db,
  storage: FileStorage,
  subdomain: string,
  uuid: string,
  body: z.output<typeof noticeAppealBody>,
  files: Record<string, File>,
  address: string,
): Promise<CitationNotice> {
  const attempt = await limitAttempt(db, LIMITS.portalCheckout, { account: body.email, address });
  const { org, row } = await portalNotice(db, subdomain, uuid, body.plate);
  const now = new Date();
  const until = await appealUntilOf(db, row);
  const [existing] = await db
    .select({ uuid: citationAppeals.uuid })
    .from(citationAppeals)
    .where(eq(citationAppeals.citationUuid, uuid));
  if (existing) throw alreadySubmitted();
  const { status } = dueNow(row, now, await citationTimeZone(db, org.uuid));
  if (!canAppealStatus(status)) {
    throw new ApiError(409, 'NOTICE_NOT_APPEALABLE', 'This notice can no longer be appealed.');
  }
  if (until && now > until) throw new ApiError(409, 'APPEAL_WINDOW_CLOSED', APPEAL_WINDOW_CLOSED);
  const images = await readAppealImages(files);
  const keys: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const [appeal] = await tx
        .insert(citationAppeals)
        .values({
          entityUuid: org.uuid,
          citationUuid: uuid,
          name: body.name,
          email: body.email,
          phoneNumber: body.phoneNumber,
          address: body.address,
          reason: body.reason,
          submissionDate: now,
        })
        .onConflictDoNothing()
        .returning();
      if (!appeal) throw alreadySubmitted();
      for (const [position, image] of images.entries()) {
        const stored = await storeFile(tx, storage, { entityUuid: org.uuid, ...image });
        keys.push(stored.path);
        await tx
          .insert(citationAppealImages)
          .values({ appealUuid: appeal.uuid, fileUuid: stored.uuid, position });
      }
      await tx
        .update(citations)
        .set({ appealName: body.name, appealDate: now })
        .where(eq(citations.uuid, uuid));
      await logCitation(
        tx,
        org.uuid,
        uuid,
        { name: body.name },
        CITATION_LOG.appealSubmitted,
        `Appeal by ${body.name} <${body.email}>${images.length ? ` with ${images.length} image(s)` : ''}.`,
      );
    });
  } catch (error) {
    if (keys.length) await discardFiles(storage, keys);
    throw error;
  }
  await attempt.succeeded();
  const [fresh] = await db.select().from(citations).where(eq(citations.uuid, uuid));
  return noticeView(db, fresh);
}
