import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { IssuedPermit, issuedPage } from '../../../lib/contract';
import { ISSUED_PAGE_SIZE, ISSUED_PER_PRODUCT_CAP } from '../../../lib/rules/permits/permit-rules';
import { permitsIssued, storedFiles } from '../../db/schema';
import { storedFileResponse, type FileStorage } from '../files';
import { fail } from '../../../platform/errors';
import { holderSearchFor, issuedOf, issuedPageOf, loadIssued } from './issued-view';
import { productOf } from './product-view';
import type { OrgContext } from '../access';

// Reading the organisation's issued permits: the pages, a product's, one permit, its images.
// Approvals: approvals.ts; status changes: issued-status.ts; dates and vehicle: issued-edits.ts.

export async function listIssuedFor(
  ctx: OrgContext,
  query: { page?: number; search?: string },
): Promise<z.input<typeof issuedPage>> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const page = query.page ?? 0;
  const window = { limit: ISSUED_PAGE_SIZE + 1, offset: page * ISSUED_PAGE_SIZE };
  const search = await holderSearchFor(db, { entityUuid, search: query.search, ...window });
  const rows = search.where
    ? await loadIssued(
        db,
        and(eq(permitsIssued.entityUuid, entityUuid), search.where),
        search.paged ? { limit: window.limit } : window,
      )
    : await issuedPageOf(db, entityUuid, window);
  return {
    permits: rows.slice(0, ISSUED_PAGE_SIZE),
    page,
    hasNext: rows.length > ISSUED_PAGE_SIZE,
  };
}

export async function listProductIssuedFor(
  ctx: OrgContext,
  productUuid: string,
  search?: string,
): Promise<IssuedPermit[]> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  await productOf(db, entityUuid, productUuid);
  const found = await holderSearchFor(db, {
    entityUuid,
    productUuid,
    search,
    limit: ISSUED_PER_PRODUCT_CAP,
  });
  return loadIssued(db, and(eq(permitsIssued.productUuid, productUuid), found.where), {
    limit: ISSUED_PER_PRODUCT_CAP,
  });
}

export async function getIssuedFor(ctx: OrgContext, uuid: string) {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  return issuedOf(db, entityUuid, uuid);
}

/**
 * One registration image of a permit of the organisation: the file must be one of the permit's
 * (another permit's or organisation's file is 404, like a missing one).
 */
export async function permitImageResponse(
  { db, org }: OrgContext,
  storage: FileStorage,
  uuid: string,
  fileUuid: string,
): Promise<Response> {
  const entityUuid = org.uuid;
  const [permit] = await db
    .select({ files: permitsIssued.regImgFileUuids })
    .from(permitsIssued)
    .where(and(eq(permitsIssued.uuid, uuid), eq(permitsIssued.entityUuid, entityUuid)));
  const missing = () => fail.notFound('No such permit or image.');
  if (!permit || !permit.files.includes(fileUuid)) throw missing();
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.uuid, fileUuid), eq(storedFiles.entityUuid, entityUuid)));
  return storedFileResponse(storage, file, missing);
}
