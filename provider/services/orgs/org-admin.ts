import { eq } from 'drizzle-orm';
import type { Organisation } from '../../../lib/contract';
import { memberships, organisations, users, type UserRow } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { addDays, TRIAL_DAYS } from '../constants';
import { changedFields, isSuperAdmin, recordOrgAudit } from '../access';
import { toOrganisation } from './org-view';
import type { OrgContext } from '../access';

/** What a new organisation is made from: its name and its zone (UTC when not told). */
export interface NewOrganisation {
  name: string;
  timeZone?: string;
}

/** A new organisation in a 30-day trial with the user as its super administrator. */
async function insertOrganisation(tx: DbOrTx, userUuid: string, fields: NewOrganisation) {
  const [org] = await tx
    .insert(organisations)
    .values({
      name: fields.name,
      timeZone: fields.timeZone ?? 'UTC',
      trialEndDate: addDays(new Date(), TRIAL_DAYS),
    })
    .returning();
  await tx.insert(memberships).values({ entityUuid: org.uuid, userUuid, role: 'superadmin' });
  return org;
}

/** POST /api/v1/dashboard/orgs — super administrators only (401 NOT_SUPERADMIN). */
export async function createOrganisation(
  db: Db,
  user: UserRow,
  fields: NewOrganisation,
): Promise<Organisation> {
  if (!(await isSuperAdmin(db, user.uuid))) throw fail.notSuperAdmin();
  const org = await db.transaction((tx) => insertOrganisation(tx, user.uuid, fields));
  return toOrganisation(db, user, { org, role: 'superadmin' });
}

/** POST /api/v1/dashboard/orgs/new — only for a user in no organisation (403 ALREADY_MEMBER). */
export async function createMasterOrganisation(
  db: Db,
  user: UserRow,
  fields: NewOrganisation,
): Promise<Organisation> {
  const { org, updatedUser } = await db.transaction(async (tx) => {
    // Lock the user row so two concurrent requests cannot both create a master organisation.
    await tx
      .select({ uuid: users.uuid })
      .from(users)
      .where(eq(users.uuid, user.uuid))
      .for('update');
    const existing = await tx
      .select({ entityUuid: memberships.entityUuid })
      .from(memberships)
      .where(eq(memberships.userUuid, user.uuid))
      .limit(1);
    if (existing.length > 0) throw fail.alreadyMember();
    const created = await insertOrganisation(tx, user.uuid, fields);
    const [updated] = await tx
      .update(users)
      .set({ originalEntityUuid: created.uuid })
      .where(eq(users.uuid, user.uuid))
      .returning();
    return { org: created, updatedUser: updated };
  });
  return toOrganisation(db, updatedUser, { org, role: 'superadmin' });
}

/** PUT /api/v1/dashboard/orgs/{id}/update — administrators and super administrators of it. */
export async function renameOrganisation(
  ctx: OrgContext,
  fields: NewOrganisation,
): Promise<Organisation> {
  const { db } = ctx;
  const membership = ctx.actor.membership;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const values = fields.timeZone
    ? { name: fields.name, timeZone: fields.timeZone }
    : { name: fields.name };
  const org = await db.transaction(async (tx) => {
    const [renamed] = await tx
      .update(organisations)
      .set(values)
      .where(eq(organisations.uuid, entityUuid))
      .returning();
    await recordOrgAudit(tx, ctx, {
      action: 'organisation.renamed',
      targetUuid: entityUuid,
      detail: changedFields({ name: ctx.org.name, timeZone: ctx.org.timeZone }, values),
    });
    return renamed;
  });
  return toOrganisation(db, user, { org, role: membership.role });
}

/**
 * DELETE /api/v1/dashboard/orgs/{id}/delete — a super administrator of the organisation
 * (else 403 FORBIDDEN); never a super administrator's original organisation (401
 * ORIGINAL_ORGANISATION). Memberships, invitations and files go with it (cascade).
 */
export async function deleteOrganisation(ctx: OrgContext): Promise<{ ok: true }> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const [original] = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(eq(users.originalEntityUuid, entityUuid))
    .limit(1);
  if (original || user.originalEntityUuid === entityUuid) throw fail.originalOrganisation();
  await db.delete(organisations).where(eq(organisations.uuid, entityUuid));
  return { ok: true };
}
