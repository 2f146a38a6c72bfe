import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { approvalsPage } from '../../../lib/contract';
import { APPROVALS_PAGE_SIZE, approvalPages } from '../../../lib/rules/permits/permit-rules';
import { permitsIssued } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { approvalView, loadIssued } from './issued-view';
import { productOf } from './product-view';
import type { OrgContext } from '../access';

// The permits waiting for a decision (oldest first), paged, and their count for the menu badge.

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
