import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  IssuedPermit,
  approvalsPage,
  datesBody,
  issuedPage,
  statusBody,
} from '../../../lib/contract';
import {
  APPROVALS_PAGE_SIZE,
  ISSUED_PAGE_SIZE,
  ISSUED_PER_PRODUCT_CAP,
  approvalPages,
  approvalStatus,
  manualStatusToSend,
  type ManualStatus,
} from '../../../lib/rules/permits/permit-rules';
import { permitsIssued, permitVehicles, storedFiles } from '../../db/schema';
import { storedFileResponse, type FileStorage } from '../files';
import type { DbOrTx } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import { queueMail } from '../mail';
import { approvalPeriodOf } from './approval-period';
import { approvalView, holderSearchFor, issuedOf, issuedPageOf, loadIssued } from './issued-view';
import { syncPermitList } from './permit-list';
import { productOf } from './product-view';
import type { OrgContext } from '../access';

const statusFailed = () =>
  new ApiError(
    409,
    'PERMIT_ALREADY_DECIDED',
    'This permit was already decided or changed by someone else. Reload to see its status.',
  );

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

async function approvalsOf(
  db: DbOrTx,
  entityUuid: string,
  productUuid: string | null,
  page: number,
): Promise<z.input<typeof approvalsPage>> {
  const where = and(
    eq(permitsIssued.entityUuid, entityUuid),
    eq(permitsIssued.paidStatus, 'waiting'),
    productUuid ? eq(permitsIssued.productUuid, productUuid) : undefined,
  );
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(permitsIssued)
    .where(where);
  const current = Math.max(1, page);
  const rows = await loadIssued(db, where, {
    limit: APPROVALS_PAGE_SIZE,
    offset: (current - 1) * APPROVALS_PAGE_SIZE,
    order: [asc(permitsIssued.createdAt), asc(permitsIssued.uuid)],
  });
  return {
    approvals: rows.map(approvalView),
    page: current,
    count: Number(count),
    pages: approvalPages(Number(count)),
  };
}

export async function listApprovalsFor(
  ctx: OrgContext,
  page = 1,
  productUuid: string | null = null,
) {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  if (productUuid) await productOf(db, entityUuid, productUuid);
  return approvalsOf(db, entityUuid, productUuid, page);
}

export async function approvalCountFor(ctx: OrgContext) {
  const { count, pages } = await listApprovalsFor(ctx, 1);
  return { count, pages };
}

type StatusBody = z.output<typeof statusBody>;

function decisionOf(body: StatusBody): 'approve' | 'reject' {
  if (['approve', 'paid', 'incomplete'].includes(body.status)) return 'approve';
  if (['reject', 'rejected'].includes(body.status)) return 'reject';
  throw fail.badRequest('An approval is approved or rejected.');
}

/**
 * Approval decision or manual status change. The update is conditional on the status read
 * (waiting for a decision), so of two staff deciding at once exactly one wins; the other gets
 * 409 PERMIT_ALREADY_DECIDED.
 */
export async function setStatusFor(
  ctx: OrgContext,
  uuid: string,
  body: StatusBody,
): Promise<IssuedPermit> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const current = await issuedOf(db, entityUuid, uuid);
  const isApproval = body.isApproval || body.status === 'approve' || body.status === 'reject';
  let next: string;
  if (isApproval) {
    if (current.paidStatus !== 'waiting') throw statusFailed();
    next = decisionOf(body) === 'approve' ? approvalStatus(current.amount) : 'rejected';
  } else {
    if (current.paidStatus === 'waiting') {
      throw fail.badRequest('A waiting permit is approved or rejected, not changed by hand.');
    }
    if (body.status === 'approve' || body.status === 'reject')
      throw fail.badRequest('Not a status.');
    next = manualStatusToSend(body.status as ManualStatus, current.amount);
  }
  const decidedAt = new Date();
  const moved =
    isApproval && next !== 'rejected' ? await approvalPeriodOf(db, current, decidedAt) : null;
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(permitsIssued)
      .set({
        paidStatus: next,
        message: body.message,
        decidedAt: isApproval ? decidedAt : undefined,
        ...(moved ?? {}),
      })
      .where(and(eq(permitsIssued.uuid, uuid), eq(permitsIssued.paidStatus, current.paidStatus)))
      .returning({ uuid: permitsIssued.uuid });
    if (updated.length === 0) throw statusFailed();
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: isApproval
        ? next === 'rejected'
          ? 'permit.rejected'
          : 'permit.approved'
        : 'permit.status_changed',
      targetUuid: uuid,
      detail: {
        from: current.paidStatus,
        to: next,
        message: body.message,
        ...(moved
          ? {
              issuedOn: { from: current.issuedOn, to: moved.issuedOn.toISOString() },
              expiresAt: { from: current.expiresAt, to: moved.expiresAt.toISOString() },
            }
          : {}),
      },
    });
    if (isApproval) {
      const approved = next !== 'rejected';
      const lines = [
        approved
          ? next === 'incomplete'
            ? `Your request for the permit "${current.permitName}" was approved. Please complete the payment to activate it.`
            : `Your request for the permit "${current.permitName}" was approved.`
          : `Your request for the permit "${current.permitName}" was rejected.`,
        `Permit ID: ${current.customerPermitId}`,
      ];
      if (body.message) lines.push('', body.message);
      await queueMail(tx, {
        to: current.customerEmail,
        subject: approved ? 'Your permit request was approved' : 'Your permit request was rejected',
        text: lines.join('\n'),
        kind: approved ? 'permit_approved' : 'permit_rejected',
      });
    }
  });
  await syncPermitList(db, entityUuid, [uuid]);
  return issuedOf(db, entityUuid, uuid);
}

export async function setDatesFor(
  ctx: OrgContext,
  uuid: string,
  body: z.output<typeof datesBody>,
): Promise<IssuedPermit> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const current = await issuedOf(db, entityUuid, uuid);
  const issuedOn = new Date(body.issuedAt);
  const expiresAt = new Date(body.expiresAt);
  if (expiresAt <= issuedOn) throw fail.badRequest('The expiry must be after the start.');
  await db.transaction(async (tx) => {
    await tx.update(permitsIssued).set({ issuedOn, expiresAt }).where(eq(permitsIssued.uuid, uuid));
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'permit.dates_changed',
      targetUuid: uuid,
      detail: {
        issuedOn: { from: current.issuedOn, to: body.issuedAt },
        expiresAt: { from: current.expiresAt, to: body.expiresAt },
      },
    });
  });
  await syncPermitList(db, entityUuid, [uuid]);
  return issuedOf(db, entityUuid, uuid);
}

export async function setVehicleFor(
  ctx: OrgContext,
  uuid: string,
  vehicleUuid: string,
): Promise<IssuedPermit> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const current = await issuedOf(db, entityUuid, uuid);
  const [vehicle] = await db
    .select()
    .from(permitVehicles)
    .where(
      and(
        eq(permitVehicles.uuid, vehicleUuid),
        eq(permitVehicles.customerUuid, current.customerUUID),
      ),
    );
  if (!vehicle) throw fail.badRequest("Not one of the holder's vehicles.");
  await db.transaction(async (tx) => {
    await tx
      .update(permitsIssued)
      .set({ vehicleUuid, isPrimaryVehicleActive: true })
      .where(eq(permitsIssued.uuid, uuid));
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'permit.vehicle_changed',
      targetUuid: uuid,
      detail: { from: current.vehicle?.plate ?? null, to: vehicle.plate },
    });
  });
  await syncPermitList(db, entityUuid, [uuid]);
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
