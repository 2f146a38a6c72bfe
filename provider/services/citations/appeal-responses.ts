import { and, eq, isNull } from 'drizzle-orm';
import { APPEAL_ALREADY_RESPONDED, APPEAL_EMAIL_MISSING } from '../../../lib/contract';
import { APPEAL_STATUS } from '../../../lib/rules/citations/appeal-status';
import { citationAppeals, citations, type CitationAppealRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { ApiError } from '../../../platform/errors';
import { recordAudit } from '../access';
import { queueMail } from '../mail';
import { CITATION_LOG } from '../../../lib/rules/citations/log-types';
import { appealMail, logCitation } from './appeal-mail';
import { appealNotifEmailOf, detailOf, joinedAppeal } from './appeal-read';
import type { OrgContext } from '../access';

/** Staff answering an appeal: approve or reject, message the appellant, close it. */
const alreadyResponded = () =>
  new ApiError(
    409,
    APPEAL_ALREADY_RESPONDED,
    'This appeal was already responded to. Reload to see its status.',
  );

/** Marks the appeal responded, only if it is not yet (two staff at once: one wins). */
async function claimResponse(
  tx: DbOrTx,
  entityUuid: string,
  citationUuid: string,
  set: { isApproved: boolean; status: string | null },
): Promise<CitationAppealRow> {
  const [row] = await tx
    .update(citationAppeals)
    .set({ ...set, responseDate: new Date() })
    .where(
      and(
        eq(citationAppeals.entityUuid, entityUuid),
        eq(citationAppeals.citationUuid, citationUuid),
        isNull(citationAppeals.responseDate),
      ),
    )
    .returning();
  if (!row) {
    await joinedAppeal(tx, entityUuid, citationUuid);
    throw alreadyResponded();
  }
  return row;
}

export async function respondAppealFor(
  ctx: OrgContext,
  citationUuid: string,
  body: { isApproved: boolean; responseMessage: string | null },
) {
  const { db, org } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const notif = await appealNotifEmailOf(db, entityUuid);
  await db.transaction(async (tx) => {
    const appeal = await claimResponse(tx, entityUuid, citationUuid, {
      isApproved: body.isApproved,
      status: null,
    });
    const [notice] = await tx.select().from(citations).where(eq(citations.uuid, citationUuid));
    const decision = body.isApproved ? CITATION_LOG.appealApproved : CITATION_LOG.appealRejected;
    await logCitation(tx, entityUuid, citationUuid, user, decision, body.responseMessage);
    if (body.isApproved && notice.voidDate == null) {
      await tx
        .update(citations)
        .set({ voidDate: new Date(), updateMessage: 'Appeal approved' })
        .where(eq(citations.uuid, citationUuid));
      await logCitation(tx, entityUuid, citationUuid, user, CITATION_LOG.void, 'Appeal approved');
    }
    await queueMail(tx, {
      entityUuid: org.uuid,
      ...appealMail({
        kind: body.isApproved ? 'approved' : 'rejected',
        to: appeal.email,
        name: appeal.name,
        citationNumber: notice.citationNumber,
        orgName: org.name,
        message: body.responseMessage,
        notifEmail: notif,
      }),
    });
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: body.isApproved ? 'citation_appeal.approved' : 'citation_appeal.rejected',
      targetUuid: citationUuid,
      detail: { message: body.responseMessage, voided: body.isApproved },
    });
  });
  return detailOf(db, entityUuid, citationUuid);
}

export async function messageAppealFor(
  ctx: OrgContext,
  citationUuid: string,
  responseMessage: string,
) {
  const { db, org } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const row = await joinedAppeal(db, entityUuid, citationUuid);
  if (row.appeal.responseDate) throw alreadyResponded();
  const notif = await appealNotifEmailOf(db, entityUuid);
  if (!notif) {
    throw new ApiError(
      409,
      APPEAL_EMAIL_MISSING,
      'Please setup your notification email in the Violation Appeals section.',
    );
  }
  await db.transaction(async (tx) => {
    // Locks the appeal row and re-checks it: a message never follows a concurrent response.
    const [open] = await tx
      .select({ uuid: citationAppeals.uuid })
      .from(citationAppeals)
      .where(and(eq(citationAppeals.uuid, row.appeal.uuid), isNull(citationAppeals.responseDate)))
      .for('update');
    if (!open) throw alreadyResponded();
    await logCitation(
      tx,
      entityUuid,
      citationUuid,
      user,
      CITATION_LOG.appealMessage,
      responseMessage,
    );
    await queueMail(tx, {
      entityUuid: org.uuid,
      ...appealMail({
        kind: 'message',
        to: row.appeal.email,
        name: row.appeal.name,
        citationNumber: row.citationNumber,
        orgName: org.name,
        message: responseMessage,
        notifEmail: notif,
      }),
    });
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'citation_appeal.messaged',
      targetUuid: citationUuid,
      detail: { message: responseMessage },
    });
  });
  return detailOf(db, entityUuid, citationUuid);
}

export async function closeAppealFor(ctx: OrgContext, citationUuid: string) {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  await db.transaction(async (tx) => {
    await claimResponse(tx, entityUuid, citationUuid, {
      isApproved: false,
      status: APPEAL_STATUS.responded,
    });
    await logCitation(tx, entityUuid, citationUuid, user, CITATION_LOG.appealClosed, null);
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'citation_appeal.closed',
      targetUuid: citationUuid,
    });
  });
  return detailOf(db, entityUuid, citationUuid);
}
