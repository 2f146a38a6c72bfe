import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { LIST_TYPE, type ListPlate, type PlateFields } from '../../../lib/contract';
import { listPlates, type ListPlateRow, type ListRow } from '../../db/schema';
import { fail } from '../../../platform/errors';
import { changedFields, recordOrgAudit, type OrgContext } from '../access';
import { listIn, NO_SUCH_PLATE } from './list-access';
import { asListType } from './plate-lists';
import { normalizePlate } from '../../../lib/rules/plate';
import { catchUpPermitList } from '../permits';

export const EXPIRY_IN_PAST = 'The expiry date cannot be in the past.';
const INTEGRATION_READ_ONLY = "Integration lists are kept by their vendor and can't be edited.";
/** Spec 1 §5, spec 2: the permit list is kept by Permits (issued, approved, started, expired …). */
export const PERMIT_LIST_READ_ONLY =
  "The permit list is kept up to date by Permits and can't be edited: change the permit instead.";

/** Plates are stored upper-cased A–Z 0–9, 1 to 16 characters; anything else shows as Invalid. */
const WELL_FORMED_PLATE = /^[A-Z0-9]{1,16}$/;

export function paidStatus(
  row: Pick<ListPlateRow, 'plate' | 'expiresAt'>,
  now: Date,
): ListPlate['paidStatus'] {
  if (!WELL_FORMED_PLATE.test(row.plate.trim())) return 'Invalid';
  if (row.expiresAt === null || row.expiresAt.getTime() > now.getTime()) return 'Valid';
  return 'Expired';
}

export function toListPlate(row: ListPlateRow, listType: number, now = new Date()): ListPlate {
  return {
    uuid: row.uuid,
    plate: row.plate,
    name: row.name,
    email: row.email,
    label: row.label,
    label2: row.label2,
    labelHex: row.labelHex,
    make: row.make,
    model: row.model,
    color: row.color,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    paidStatus: paidStatus(row, now),
    vendorName: row.vendorName,
    vendorLocationCode: row.vendorLocationCode,
    vendorLocationDescription: row.vendorLocationDescription,
    type: asListType(listType),
  };
}

/** The list's plates, newest first, at most `limit`; `count` is all of them. */
export async function listPlatesOf(ctx: OrgContext, listUuid: string, limit: number) {
  const { db } = ctx;
  const list = await listIn(ctx, listUuid);
  // The permit list: permits that started or expired since it was written, caught up on read.
  if (list.type === LIST_TYPE.permit) await catchUpPermitList(db, list.entityUuid, list.uuid);
  const rows = await db
    .select()
    .from(listPlates)
    .where(eq(listPlates.listUuid, list.uuid))
    .orderBy(desc(listPlates.createdAt), desc(listPlates.uuid))
    .limit(limit);
  const [{ n }] = await db
    .select({ n: count() })
    .from(listPlates)
    .where(eq(listPlates.listUuid, list.uuid));
  const now = new Date();
  return { plates: rows.map((r) => toListPlate(r, list.type, now)), count: Number(n) };
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (m) => `\\${m}`);

/** Plates whose plate contains the upper-cased query or whose name contains it (any case). */
export async function searchPlatesOf(ctx: OrgContext, listUuid: string, query: string) {
  const { db } = ctx;
  const list = await listIn(ctx, listUuid);
  const plateTerm = normalizePlate(query);
  const nameMatch = ilike(listPlates.name, `%${likeEscape(query)}%`);
  const rows = await db
    .select()
    .from(listPlates)
    .where(
      and(
        eq(listPlates.listUuid, list.uuid),
        plateTerm ? or(sql`strpos(${listPlates.plate}, ${plateTerm}) > 0`, nameMatch) : nameMatch,
      ),
    )
    .orderBy(desc(listPlates.createdAt), desc(listPlates.uuid))
    .limit(2500);
  const now = new Date();
  return { plates: rows.map((r) => toListPlate(r, list.type, now)) };
}

/** Integration and permit lists are kept elsewhere: no plate is added, changed or deleted here. */
export function refuseIntegration(list: ListRow) {
  if (list.type === LIST_TYPE.integration) throw fail.badRequest(INTEGRATION_READ_ONLY);
  if (list.type === LIST_TYPE.permit) throw fail.badRequest(PERMIT_LIST_READ_ONLY);
}

/** NUL characters cannot be stored in PostgreSQL text; they are dropped. */
const clean = (s: string) => s.replace(/\0/g, '');

export function plateValues(fields: PlateFields) {
  return {
    plate: clean(fields.plate),
    name: clean(fields.name),
    email: clean(fields.email),
    label: clean(fields.label),
    label2: clean(fields.label2),
    labelHex: fields.labelHex.toUpperCase(),
    make: clean(fields.make),
    model: clean(fields.model),
    color: clean(fields.color),
    expiresAt: fields.expiresAt === null ? null : new Date(fields.expiresAt),
  };
}

/** A plate row's fields as its audit events show them (before/after of an edit). */
function auditedFields(row: ListPlateRow): Record<string, string | null> {
  return {
    plate: row.plate,
    name: row.name,
    email: row.email,
    label: row.label,
    label2: row.label2,
    labelHex: row.labelHex,
    make: row.make,
    model: row.model,
    color: row.color,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export async function addPlateTo(
  ctx: OrgContext,
  input: PlateFields & { listId: string },
): Promise<ListPlate> {
  const { db } = ctx;
  const list = await listIn(ctx, input.listId);
  refuseIntegration(list);
  const values = plateValues(input);
  if (values.expiresAt && values.expiresAt.getTime() < Date.now()) {
    throw fail.badRequest(EXPIRY_IN_PAST);
  }
  const row = await db.transaction(async (tx) => {
    const [added] = await tx
      .insert(listPlates)
      .values({ ...values, listUuid: list.uuid })
      .returning();
    await recordOrgAudit(tx, ctx, {
      action: 'list_plate.added',
      targetUuid: list.uuid,
      plate: normalizePlate(added.plate),
      detail: { list: list.name, plate: added.plate, ...auditedFields(added) },
    });
    return added;
  });
  return toListPlate(row, list.type);
}

export async function updatePlateOf(
  ctx: OrgContext,
  input: PlateFields & { listId: string; uuid: string },
): Promise<ListPlate> {
  const { db } = ctx;
  const list = await listIn(ctx, input.listId);
  const [current] = await db
    .select()
    .from(listPlates)
    .where(and(eq(listPlates.uuid, input.uuid), eq(listPlates.listUuid, list.uuid)));
  if (!current) throw fail.notFound(NO_SUCH_PLATE);
  refuseIntegration(list);
  const values = plateValues(input);
  // A new expiry must not be in the past; an unchanged (since lapsed) one may stay.
  const changed = values.expiresAt?.getTime() !== current.expiresAt?.getTime();
  if (changed && values.expiresAt && values.expiresAt.getTime() < Date.now()) {
    throw fail.badRequest(EXPIRY_IN_PAST);
  }
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(listPlates)
      .set(values)
      .where(eq(listPlates.uuid, current.uuid))
      .returning();
    await recordOrgAudit(tx, ctx, {
      action: 'list_plate.updated',
      targetUuid: list.uuid,
      plate: normalizePlate(updated.plate),
      detail: {
        list: list.name,
        plate: updated.plate,
        ...changedFields(auditedFields(current), auditedFields(updated)),
      },
    });
    return updated;
  });
  return toListPlate(row, list.type);
}

export async function deletePlateOf(ctx: OrgContext, plateUuid: string) {
  const { db } = ctx;
  const [row] = await db
    .select({ listUuid: listPlates.listUuid, plate: listPlates.plate })
    .from(listPlates)
    .where(eq(listPlates.uuid, plateUuid));
  if (!row) throw fail.notFound(NO_SUCH_PLATE);
  const list = await listIn(ctx, row.listUuid);
  refuseIntegration(list);
  await db.transaction(async (tx) => {
    await tx.delete(listPlates).where(eq(listPlates.uuid, plateUuid));
    await recordOrgAudit(tx, ctx, {
      action: 'list_plate.deleted',
      targetUuid: list.uuid,
      plate: normalizePlate(row.plate),
      detail: { list: list.name, plate: row.plate },
    });
  });
  return { ok: true as const };
}
