import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { storedFiles } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { ApiError } from '../../../platform/errors';
import { reencodeImage, type FileStorage } from '../files';
import { renderCarSvg } from '../lpr';
import type { CitationPhoto } from './citation-photos';
import type { ScanForCitation } from './scan-citation-facts';

/**
 * A scan's full image as a citation's evidence photo (issue 29 item 2), stored like every other
 * citation photo (re-encoded, no metadata): the upload when the scan has one, else the picture the
 * dashboard shows for it (the rendered car and plate, drawn into a PNG).
 */

const unreadable = () =>
  new ApiError(409, 'SCAN_IMAGE_UNREADABLE', "The scan's image could not be read as a picture.");

export async function scanEvidencePhoto(
  db: DbOrTx,
  storage: FileStorage,
  scan: ScanForCitation,
): Promise<CitationPhoto> {
  if (scan.imageFileUuid) {
    const [file] = await db
      .select({ path: storedFiles.path })
      .from(storedFiles)
      .where(eq(storedFiles.uuid, scan.imageFileUuid));
    const bytes = file ? await storage.get(file.path) : null;
    if (bytes) {
      const image = await reencodeImage(new Uint8Array(bytes), {}, unreadable);
      return { bytes: image.bytes, contentType: image.contentType };
    }
  }
  const svg = renderCarSvg(scan);
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const image = await reencodeImage(new Uint8Array(png), {}, unreadable);
  return { bytes: image.bytes, contentType: image.contentType };
}
