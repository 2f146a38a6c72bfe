import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CitationConnectStatus,
  CitationType,
  citationTypeBody,
  citationTypeUpdateBody,
} from '../../../lib/contract';
import { normaliseLateFees } from '../../../lib/rules/citations/type-rules';
import { citationTypes, users, type CitationTypeRow, type OrganisationRow } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import type { OrgContext } from '../access';
import { currencyOf } from '../../../lib/format';

/**
 * Violation types (spec 3 §2, §4, §5): list, one, create, edit (prices fixed after creation),
 * archive/unarchive, delete (never-used only), and the payouts status the citation screens read.
 */

export const violationsNotActivated = () =>
  new ApiError(
    409,
    'VIOLATIONS_NOT_ACTIVATED',
    'Vert Violations is not activated: create the payouts account first.',
  );
export const citationPriceNotAllowed = () =>
  new ApiError(
    402,
    'PRICE_NOT_ALLOWED',
    'The payouts account is not active yet: only $0 violation types can be created.',
  );
export const typeInUse = () =>
  new ApiError(
    409,
    'TYPE_IN_USE',
    'This violation type has been used on issued citations and cannot be deleted. Archive it instead.',
  );
const noSuchType = () => fail.notFound('No such violation type.');

type TypeRowWithCreator = CitationTypeRow & { creator: string | null };

export function citationTypeView(row: TypeRowWithCreator): CitationType {
  return {
    uuid: row.uuid,
    name: row.name,
    citationCode: row.citationCode,
    citationDescription: row.citationDescription,
    citationCodeUUID: row.citationCodeUuid,
    amount: row.amount,
    currency: currencyOf(row.currency),
    lateAmount1: row.lateAmount1,
    lateDays1: row.lateDays1,
    lateAmount2: row.lateAmount2,
    lateDays2: row.lateDays2,
    convenienceFee: row.convenienceFee,
    entityUUID: row.entityUuid,
    isUsed: row.isUsed,
    isArchived: row.isArchived,
    createdBy: row.creator,
    createdOn: row.createdAt.toISOString(),
    appealWindow: row.appealWindow,
  };
}

const withCreator = (db: DbOrTx) =>
  db
    .select({ type: citationTypes, creator: users.fullname })
    .from(citationTypes)
    .leftJoin(users, eq(users.uuid, citationTypes.createdByUuid));

const flatten = (r: { type: CitationTypeRow; creator: string | null }) => ({
  ...r.type,
  creator: r.creator,
});

/** The organisation's type by uuid (another organisation's: 404). */
export async function citationTypeOf(
  db: DbOrTx,
  entityUuid: string,
  uuid: string,
): Promise<TypeRowWithCreator> {
  const [row] = await withCreator(db).where(
    and(eq(citationTypes.entityUuid, entityUuid), eq(citationTypes.uuid, uuid)),
  );
  if (!row) throw noSuchType();
  return flatten(row);
}

export async function listCitationTypesFor(ctx: OrgContext) {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const rows = await withCreator(db)
    .where(eq(citationTypes.entityUuid, entityUuid))
    .orderBy(desc(citationTypes.createdAt), desc(citationTypes.uuid));
  return rows.map((r) => citationTypeView(flatten(r)));
}

export async function getCitationTypeFor(ctx: OrgContext, uuid: string) {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  return citationTypeView(await citationTypeOf(db, entityUuid, uuid));
}

/** A price above 0 needs an active payouts account (spec 3 §4, §6). */
export function requireCitationPriceAllowed(org: OrganisationRow, amount: number) {
  if (amount <= 0) return;
  if (!org.isActivated) throw violationsNotActivated();
  if (!org.isPaymentsActive) throw citationPriceNotAllowed();
}

export async function createCitationTypeFor(
  ctx: OrgContext,
  body: z.output<typeof citationTypeBody>,
): Promise<CitationType> {
  const { db, org } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const values = normaliseLateFees(body);
  requireCitationPriceAllowed(org, values.amount);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(citationTypes)
      .values({
        entityUuid,
        name: values.name,
        citationCode: values.citationCode,
        citationDescription: values.citationDescription,
        amount: values.amount,
        currency: values.currency,
        lateAmount1: values.lateAmount1,
        lateDays1: values.lateDays1,
        lateAmount2: values.lateAmount2,
        lateDays2: values.lateDays2,
        appealWindow: values.appealWindow,
        createdByUuid: user.uuid,
      })
      .returning();
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'citation_type.created',
      targetUuid: row.uuid,
      detail: { name: row.name, amount: row.amount },
    });
    return citationTypeView({ ...row, creator: user.fullname });
  });
}

/** Edits the texts and appeal window; amounts, currency and late fees stay as created. */
export async function updateCitationTypeFor(
  ctx: OrgContext,
  uuid: string,
  body: z.output<typeof citationTypeUpdateBody>,
): Promise<CitationType> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  await db.transaction(async (tx) => {
    const old = await citationTypeOf(tx, entityUuid, uuid);
    await tx
      .update(citationTypes)
      .set({
        name: body.name,
        citationCode: body.citationCode,
        citationDescription: body.citationDescription,
        appealWindow: body.appealWindow,
      })
      .where(eq(citationTypes.uuid, uuid));
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'citation_type.updated',
      targetUuid: uuid,
      detail: { name: { from: old.name, to: body.name } },
    });
  });
  return citationTypeView(await citationTypeOf(db, entityUuid, uuid));
}

export async function archiveCitationTypeFor(
  ctx: OrgContext,
  uuid: string,
  isArchived: boolean,
): Promise<CitationType> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  await db.transaction(async (tx) => {
    await citationTypeOf(tx, entityUuid, uuid);
    await tx.update(citationTypes).set({ isArchived }).where(eq(citationTypes.uuid, uuid));
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: isArchived ? 'citation_type.archived' : 'citation_type.unarchived',
      targetUuid: uuid,
    });
  });
  return citationTypeView(await citationTypeOf(db, entityUuid, uuid));
}

/**
 * Deletes a never-used type. The delete is conditional on is_used = false in one statement, so a
 * citation issued at the same moment (which sets is_used under the row lock) wins cleanly.
 */
export async function deleteCitationTypeFor(ctx: OrgContext, uuid: string): Promise<{ ok: true }> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  await db.transaction(async (tx) => {
    const row = await citationTypeOf(tx, entityUuid, uuid);
    const deleted = await tx
      .delete(citationTypes)
      .where(
        and(
          eq(citationTypes.uuid, uuid),
          eq(citationTypes.isUsed, false),
          sql`not exists (select 1 from citations c where c.type_uuid = ${uuid})`,
        ),
      )
      .returning({ uuid: citationTypes.uuid });
    if (deleted.length === 0) throw typeInUse();
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'citation_type.deleted',
      targetUuid: uuid,
      detail: { name: row.name },
    });
  });
  return { ok: true };
}

/** Payouts status for the citation screens (spec 3 §3), with citationProductsExist. */
export async function citationConnectStatusFor(ctx: OrgContext): Promise<CitationConnectStatus> {
  const { db, org } = ctx;
  const entityUuid = ctx.org.uuid;
  const [any] = await db
    .select({ uuid: citationTypes.uuid })
    .from(citationTypes)
    .where(eq(citationTypes.entityUuid, entityUuid))
    .limit(1);
  return {
    accountExists: org.isActivated,
    accountActive: org.isActivated && org.isPaymentsActive,
    portalActive: org.portalSubdomain !== null,
    citationProductsExist: any !== undefined,
  };
}
