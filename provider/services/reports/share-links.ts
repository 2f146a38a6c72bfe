import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { reportParams, type ReportParams, type ReportShare } from '../../../lib/contract';
import { organisations, reportShares, type ReportShareRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { recordOrgAudit, type OrgContext } from '../access';
import { insertReportLog } from './report-log';
import { shareStatusOf, shareView } from './share-view';

const DAY_MS = 24 * 60 * 60 * 1000;

const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/**
 * Creates a share and its report log entry (REPORT_PLATE_LINK for a plate history, REPORT_LINK
 * otherwise) in one transaction. The secret is answered once and only its hash is kept.
 */
export async function createShare(
  ctx: OrgContext,
  input: {
    description: string;
    params: ReportParams;
    expiresInDays: number;
  },
): Promise<{ share: ReportShare; secret: string; portalSubdomain: string | null }> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const userUuid = ctx.actor.user.uuid;
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.expiresInDays * DAY_MS);
  const { row, org } = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reportShares)
      .values({
        entityUuid,
        createdByUuid: userUuid,
        secretHash: hashSecret(secret),
        description: input.description,
        params: input.params,
        expiresAt,
      })
      .returning();
    await insertReportLog(tx, {
      entityUuid,
      userUuid,
      type: input.params.plate ? 'REPORT_PLATE_LINK' : 'REPORT_LINK',
      description: input.description,
      startDate: input.params.startDate,
      endDate: input.params.endDate,
      listUuid: input.params.listUUID,
      plate: input.params.plate,
      params: input.params,
      shareUuid: row.uuid,
    });
    const [org] = await tx
      .select({ portalSubdomain: organisations.portalSubdomain })
      .from(organisations)
      .where(eq(organisations.uuid, entityUuid));
    await recordOrgAudit(tx, ctx, {
      action: 'report_share.created',
      targetUuid: row.uuid,
      plate: input.params.plate ?? null,
      detail: { description: input.description, expiresAt: expiresAt.toISOString() },
    });
    return { row, org };
  });
  return { share: shareView(row), secret, portalSubdomain: org?.portalSubdomain ?? null };
}

/** Revokes a share of the organisation (a second revoke keeps the first time). */
export async function revokeShare(ctx: OrgContext, uuid: string): Promise<ReportShare> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const [row] = await db
    .select()
    .from(reportShares)
    .where(and(eq(reportShares.uuid, uuid), eq(reportShares.entityUuid, entityUuid)));
  if (!row) throw fail.notFound('No such share link in this organisation.');
  if (row.revokedAt) return shareView(row);
  const updated = await db.transaction(async (tx) => {
    const [revoked] = await tx
      .update(reportShares)
      .set({ revokedAt: new Date() })
      .where(eq(reportShares.uuid, uuid))
      .returning();
    await recordOrgAudit(tx, ctx, {
      action: 'report_share.revoked',
      targetUuid: uuid,
      plate: reportParams.safeParse(row.params).data?.plate ?? null,
      detail: { description: row.description },
    });
    return revoked;
  });
  return shareView(updated);
}

export interface OpenShare {
  row: ReportShareRow;
  params: ReportParams;
  organisationName: string;
}

const shareNotFound = () =>
  new ApiError(404, 'SHARE_NOT_FOUND', 'This link is not valid. Ask the sender for a new link.');

/**
 * The share a public call opens: the bearer secret must match the record's hash (constant-time);
 * revoked and expired shares are 410 with their own codes.
 */
export async function openShare(
  db: DbOrTx,
  uuid: string,
  authorization: string | undefined,
): Promise<OpenShare> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) throw fail.unauthenticated();
  const [found] = await db
    .select({ share: reportShares, organisationName: organisations.name })
    .from(reportShares)
    .innerJoin(organisations, eq(organisations.uuid, reportShares.entityUuid))
    .where(eq(reportShares.uuid, uuid));
  const given = Buffer.from(hashSecret(match[1]), 'hex');
  const stored = Buffer.from(found?.share.secretHash ?? '0'.repeat(64), 'hex');
  if (!found || given.length !== stored.length || !timingSafeEqual(given, stored)) {
    throw shareNotFound();
  }
  const status = shareStatusOf(found.share, new Date());
  if (status === 'revoked') {
    throw new ApiError(410, 'SHARE_REVOKED', 'This link has been revoked.');
  }
  if (status === 'expired') throw new ApiError(410, 'SHARE_EXPIRED', 'This link has expired.');
  const params = reportParams.safeParse(found.share.params);
  if (!params.success) throw shareNotFound();
  return { row: found.share, params: params.data, organisationName: found.organisationName };
}
