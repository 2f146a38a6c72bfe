import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { IssuedPermit, statusBody } from '../../../lib/contract';
import {
  approvalStatus,
  manualStatusToSend,
  type ManualStatus,
} from '../../../lib/rules/permits/permit-rules';
import { permitsIssued } from '../../db/schema';
import { ApiError, fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import { queueMail } from '../mail';
import { approvalPeriodOf } from './approval-period';
import { issuedOf } from './issued-view';
import { syncPermitList } from './permit-list';
import type { OrgContext } from '../access';

const statusFailed = () =>
  new ApiError(
    409,
    'PERMIT_ALREADY_DECIDED',
    'This permit was already decided or changed by someone else. Reload to see its status.',
  );

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
        entityUuid,
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
